import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStorySet } from '../testing/builders';
import { renderBlock } from '../testing/render-block';
import { StoryCardsBlock, flippingMs } from './story-cards-block';

const sets = Array.from({ length: 11 }, (_, index) => aStorySet(index + 1));
const block = {
  blockType: 'storyCards' as const,
  heading: 'Who will you meet?',
  showMoreLabel: 'show more examples',
  sets,
  flipStaggerMs: 100,
};
const cardSets = () => screen.getAllByTestId('story-card').map((card) => Number(card.dataset['set']) + 1);
const more = () => screen.getByRole('button', { name: 'show more examples' });

describe("'who will you meet' story cards (spec 2 §4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first set of four', () => {
    renderBlock(StoryCardsBlock, block);
    expect(cardSets()).toEqual([1, 1, 1, 1]);
    expect(screen.getByText('S1C0')).toBeInTheDocument();
  });

  it('flips the cards to the next set one after another, 100 ms apart', () => {
    renderBlock(StoryCardsBlock, block);
    fireEvent.click(more());
    expect(cardSets()).toEqual([2, 1, 1, 1]);
    act(() => vi.advanceTimersByTime(99));
    expect(cardSets()).toEqual([2, 1, 1, 1]);
    act(() => vi.advanceTimersByTime(1));
    expect(cardSets()).toEqual([2, 2, 1, 1]);
    act(() => vi.advanceTimersByTime(100));
    expect(cardSets()).toEqual([2, 2, 2, 1]);
    act(() => vi.advanceTimersByTime(100));
    expect(cardSets()).toEqual([2, 2, 2, 2]);
    expect(screen.getByText('S2C3')).toBeInTheDocument();
  });

  it('holds the flipping flag about 0.9 s, ignoring presses meanwhile', () => {
    renderBlock(StoryCardsBlock, block);
    fireEvent.click(more());
    expect(more()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(more());
    act(() => vi.advanceTimersByTime(flippingMs - 1));
    expect(cardSets()).toEqual([2, 2, 2, 2]);
    expect(more()).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(more()).not.toHaveAttribute('aria-busy');
    expect(flippingMs).toBe(900);
  });

  it('wraps to the first set after the eleventh', () => {
    renderBlock(StoryCardsBlock, block);
    for (let press = 1; press <= 10; press += 1) {
      fireEvent.click(more());
      act(() => vi.advanceTimersByTime(flippingMs));
    }
    expect(cardSets()).toEqual([11, 11, 11, 11]);
    expect(screen.getByText('11 of 11')).toBeInTheDocument();
    fireEvent.click(more());
    act(() => vi.advanceTimersByTime(flippingMs));
    expect(cardSets()).toEqual([1, 1, 1, 1]);
  });
});
