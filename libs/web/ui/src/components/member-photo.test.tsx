import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberPhoto, initials } from './member-photo';

describe('initials', () => {
  it('takes the first letters of at most two words, in capitals', () => {
    expect(initials('ada')).toBe('A');
    expect(initials('  mary   ann lee ')).toBe('MA');
    expect(initials('')).toBe('');
  });
});

describe('MemberPhoto', () => {
  it('shows the photo, described only when asked to be', () => {
    const { container } = render(<MemberPhoto name="Ada" photoUrl="/media/ada.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    render(<MemberPhoto name="Ada" photoUrl="/media/ada.jpg" alt="Ada's photo" />);
    expect(screen.getByRole('img', { name: "Ada's photo" })).toHaveAttribute('src', '/media/ada.jpg');
  });

  it('shows the initials, hidden from screen readers, without a photo', () => {
    const { container } = render(<MemberPhoto name="Grace Hopper" photoUrl={null} />);
    expect(container).toHaveTextContent('GH');
    expect(container.querySelector('span')).toHaveAttribute('aria-hidden', 'true');
  });
});
