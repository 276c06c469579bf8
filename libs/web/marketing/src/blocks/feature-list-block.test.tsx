import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchMediaFor, renderBlock } from '../testing/render-block';
import { FeatureListBlock, explainerAccordionQuery } from './feature-list-block';

const items = ['a group that picked each other', 'a weekly activity', 'no pressure'].map((title) => ({
  title,
  text: `About ${title}.`,
}));
const explainer = {
  blockType: 'featureList' as const,
  heading: 'what this is',
  presentation: 'accordion' as const,
  items,
};
const item = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

afterEach(() => vi.unstubAllGlobals());

describe('explainer (spec 2 §2.4)', () => {
  it('is an accordion on mobile, one item open at a time', () => {
    vi.stubGlobal('matchMedia', matchMediaFor([explainerAccordionQuery]));
    renderBlock(FeatureListBlock, explainer);
    expect(item('a group that picked')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(item('a weekly activity'));
    expect(item('a weekly activity')).toHaveAttribute('aria-expanded', 'true');
    expect(item('a group that picked')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every item open on wider screens', () => {
    renderBlock(FeatureListBlock, explainer);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    for (const entry of items) expect(screen.getByText(entry.text)).toBeVisible();
  });
});

describe('experience formats (spec 2 §4)', () => {
  it('open one category at a time, the first open by default', () => {
    renderBlock(FeatureListBlock, {
      ...explainer,
      presentation: 'categories',
      items: items.map((entry, index) => ({ ...entry, badge: `${index + 4}-8 people` })),
    });
    expect(item('a group that picked')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(item('no pressure'));
    expect(item('no pressure')).toHaveAttribute('aria-expanded', 'true');
    expect(item('a group that picked')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('6-8 people')).toBeInTheDocument();
  });
});
