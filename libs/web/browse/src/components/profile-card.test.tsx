import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BrowseCard } from '@ember/api-client';
import { describe, expect, it } from 'vitest';
import { ProfileCard } from './profile-card';

const aCard = (overrides: Partial<BrowseCard> = {}): BrowseCard => ({
  id: 'p1',
  firstName: 'Maya',
  ageBand: { id: 'late-20s', label: 'late 20s', min: 25, max: 29 },
  sex: 'female',
  photoUrl: null,
  interests: ['Board games'],
  isOwn: false,
  demo: false,
  ...overrides,
});

function show(card: BrowseCard) {
  render(
    <MemoryRouter>
      <ProfileCard profile={card} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: card.firstName });
}

describe('the browse card', () => {
  it('marks a demo member beside the name, leaving the link to the profile named by it alone', () => {
    const card = show(aCard({ demo: true }));
    expect(within(card).getByRole('link', { name: 'Maya' })).toHaveAttribute('href', '/emberite/profile/p1');
    expect(within(card).getByTitle(/A demo member/)).toHaveTextContent('demo member');
  });

  it('shows no badge on anyone else', () => {
    const card = show(aCard());
    expect(within(card).queryByTitle(/A demo member/)).toBeNull();
  });
});
