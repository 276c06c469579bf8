import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoBadge } from './demo-badge';

describe('DemoBadge', () => {
  it('reads as a demo member and explains itself on hover', () => {
    render(
      <p>
        Maya <DemoBadge />
      </p>,
    );
    expect(screen.getByText('Maya', { exact: false })).toHaveTextContent('Maya demo member');
    expect(screen.getByTitle('A demo member, made up so Ember can be tried out')).toBeInTheDocument();
  });
});
