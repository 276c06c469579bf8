import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchMediaFor, renderBlock } from '../testing/render-block';
import { RotatingWordsBlock } from './rotating-words-block';

const words = ['dance class', 'pottery circle', 'cooking class', 'improv crew', 'ai workshop', 'art studio'];
const block = {
  blockType: 'rotatingWords' as const,
  before: 'your next',
  words: words.map((word) => ({ word })),
  after: 'could be where you meet them',
  intervalMs: 3000,
};
const shown = () => screen.getByTestId('rotating-word').textContent;

describe('hero word rotation (spec 2 §2.4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('changes the word every 3 s through the six activities, then starts over', () => {
    renderBlock(RotatingWordsBlock, block);
    expect(shown()).toBe('dance class');
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe('dance class');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('pottery circle');
    act(() => vi.advanceTimersByTime(3000 * 5));
    expect(shown()).toBe('dance class');
  });

  it('gives screen readers every word at once', () => {
    renderBlock(RotatingWordsBlock, block);
    expect(screen.getByText(`your next ${words.join(', ')} could be where you meet them`)).toBeInTheDocument();
  });

  it('stays still for visitors who asked for less motion', () => {
    vi.stubGlobal('matchMedia', matchMediaFor(['(prefers-reduced-motion: reduce)']));
    renderBlock(RotatingWordsBlock, block);
    act(() => vi.advanceTimersByTime(9000));
    expect(shown()).toBe('dance class');
  });
});
