import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aTopic } from '../testing/builders';
import { matchMediaFor, renderBlock } from '../testing/render-block';
import { ChatQaBlock } from './chat-qa-block';

const longAnswer = 'Groups form only from mutual picks, within 24-48 hours.'; // 55 characters: 3 chunks
const topics = [
  aTopic(1, { question: 'So what is this?', answer: [{ text: longAnswer }], followUps: [2, 3, 4] }),
  aTopic(2, { question: 'Is it private?', action: { label: 'Sign Up', href: '/create-account' } }),
  aTopic(3),
  aTopic(4),
  aTopic(5),
];
const block = {
  blockType: 'chatQa' as const,
  heading: 'Ask us anything',
  intro: 'Hi! Ask me how this works.',
  topics,
  openingTopics: [topics[0]!, topics[2]!, topics[4]!],
  followUpCount: 3,
  chunkSize: 20,
  typingMinMs: 100,
  typingMaxMs: 200,
};
/** The answer as typed so far (the visible, typed half of the bubble). */
const typed = () => {
  const bubbles = screen.getAllByTestId('answer-bubble');
  return bubbles.at(-1)!.querySelector('[aria-hidden="true"]')?.textContent;
};
/** Lets the typing run: one chunk per step, as each is scheduled after the last is shown. */
const typeOut = () => {
  for (let step = 0; step < 10; step += 1) act(() => vi.advanceTimersByTime(200));
};
const offered = () =>
  within(screen.getByRole('group', { name: 'Ask a question' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('scripted chat (spec 2 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Every pause at the middle of 100-200 ms.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('offers the opening questions after the greeting', () => {
    renderBlock(ChatQaBlock, block);
    expect(within(screen.getByRole('log')).getAllByText('Hi! Ask me how this works.')).not.toHaveLength(0);
    expect(offered()).toEqual(['So what is this?', 'Question 3?', 'Question 5?']);
  });

  it('types the answer out in 20-character chunks at 100-200 ms', () => {
    renderBlock(ChatQaBlock, block);
    fireEvent.click(screen.getByRole('button', { name: 'So what is this?' }));
    expect(screen.getByTestId('question-bubble')).toHaveTextContent('So what is this?');
    expect(typed()).toBe('');
    expect(offered()).toEqual([]);
    act(() => vi.advanceTimersByTime(149));
    expect(typed()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(typed()).toBe(longAnswer.slice(0, 20));
    act(() => vi.advanceTimersByTime(150));
    expect(typed()).toBe(longAnswer.slice(0, 40));
    act(() => vi.advanceTimersByTime(150));
    expect(typed()).toBe(longAnswer);
  });

  it('waits the 100 ms minimum and the 200 ms maximum between chunks', () => {
    vi.restoreAllMocks();
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValueOnce(0).mockReturnValueOnce(0.999_999).mockReturnValue(0.5);
    renderBlock(ChatQaBlock, block);
    fireEvent.click(screen.getByRole('button', { name: 'So what is this?' }));
    act(() => vi.advanceTimersByTime(100));
    expect(typed()).toBe(longAnswer.slice(0, 20));
    act(() => vi.advanceTimersByTime(199));
    expect(typed()).toBe(longAnswer.slice(0, 20));
    act(() => vi.advanceTimersByTime(1));
    expect(typed()).toBe(longAnswer.slice(0, 40));
  });

  it('then offers three follow-ups, the topic’s own first', () => {
    renderBlock(ChatQaBlock, block);
    fireEvent.click(screen.getByRole('button', { name: 'So what is this?' }));
    typeOut();
    expect(offered()).toEqual(['Is it private?', 'Question 3?', 'Question 4?']);
  });

  it("shows an answer's action once it is typed", () => {
    renderBlock(ChatQaBlock, block);
    fireEvent.click(screen.getByRole('button', { name: 'So what is this?' }));
    typeOut();
    fireEvent.click(screen.getByRole('button', { name: 'Is it private?' }));
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    typeOut();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/create-account');
  });

  it('gives the whole answer at once to visitors who asked for less motion, and to screen readers', () => {
    vi.stubGlobal('matchMedia', matchMediaFor(['(prefers-reduced-motion: reduce)']));
    renderBlock(ChatQaBlock, block);
    fireEvent.click(screen.getByRole('button', { name: 'So what is this?' }));
    expect(typed()).toBe(longAnswer);
    expect(within(screen.getByRole('log')).getAllByText(longAnswer).length).toBeGreaterThan(0);
  });
});
