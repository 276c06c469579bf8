import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchMediaFor, renderBlock } from '../testing/render-block';
import { HowItWorksBlock } from './how-it-works-block';
import { group, groupLabel, mutualPicks } from './how-it-works-graphic';

const steps = [
  ['You and everyone else', 'People sign up.'],
  ['Private picks', 'Each person picks.'],
  ['Mutual picks connect', 'Two people picked each other.'],
  ['A group appears', 'The best-connected people form a group.'],
  ['Your Group - 5 compatible people', 'Five people, ready to meet.'],
].map(([title, text]) => ({ title: title!, text: text! }));
const graphic = { blockType: 'howItWorks' as const, heading: 'How it works', presentation: 'graphic' as const, steps };
const next = () =>
  fireEvent.click(screen.getByRole('button', { name: /Show the next step|Start the walkthrough again/ }));
const lines = () => screen.queryAllByTestId('mutual-line').length;

describe('how-it-works graphic of root v1 (spec 2 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('moves through stages 0-4 by tapping, then starts over', () => {
    renderBlock(HowItWorksBlock, graphic);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    for (let stage = 2; stage <= 5; stage += 1) {
      next();
      expect(screen.getByText(`Step ${stage} of 5`)).toBeInTheDocument();
    }
    next();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('draws the mutual-pick lines one after another at 300-700 ms at stage 2', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderBlock(HowItWorksBlock, graphic);
    next();
    next();
    expect(screen.getByText('Mutual picks connect')).toBeInTheDocument();
    expect(lines()).toBe(0);
    act(() => vi.advanceTimersByTime(499));
    expect(lines()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(lines()).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    expect(lines()).toBe(2);
    act(() => vi.advanceTimersByTime(500 * (mutualPicks.length - 2)));
    expect(lines()).toBe(mutualPicks.length);
  });

  it('never waits less than 300 or more than 700 ms for a line', () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValue(0.999_999);
    renderBlock(HowItWorksBlock, graphic);
    next();
    next();
    act(() => vi.advanceTimersByTime(300));
    expect(lines()).toBe(1);
    act(() => vi.advanceTimersByTime(699));
    expect(lines()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(lines()).toBe(2);
  });

  it('highlights a five-person group at stage 3 and names it at stage 4', () => {
    renderBlock(HowItWorksBlock, graphic);
    next();
    next();
    expect(screen.queryAllByTestId('group-member')).toHaveLength(0);
    next();
    expect(screen.getAllByTestId('group-member')).toHaveLength(group.length);
    expect(group).toHaveLength(5);
    expect(lines()).toBe(mutualPicks.length);
    expect(screen.queryByText(groupLabel)).toBeNull();
    next();
    expect(screen.getAllByText('Your Group - 5 compatible people').length).toBeGreaterThan(0);
    expect(screen.getByText(groupLabel, { selector: 'span' })).toBeInTheDocument();
  });

  it('shows every line at once for visitors who asked for less motion', () => {
    vi.stubGlobal('matchMedia', matchMediaFor(['(prefers-reduced-motion: reduce)']));
    renderBlock(HowItWorksBlock, graphic);
    next();
    next();
    expect(lines()).toBe(mutualPicks.length);
  });
});

describe('how-it-works carousel', () => {
  it('shows the steps as cards with a way to move between them', () => {
    renderBlock(HowItWorksBlock, { ...graphic, presentation: 'carousel', cardWidth: 280 });
    expect(screen.getByRole('list', { name: 'How it works, step by step' }).children).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeEnabled();
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('data-active', 'true');
  });
});
