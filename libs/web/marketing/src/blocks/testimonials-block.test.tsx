import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aTestimonial } from '../testing/builders';
import { matchMediaFor, renderBlock } from '../testing/render-block';
import { TestimonialsBlock } from './testimonials-block';

const block = {
  blockType: 'testimonials' as const,
  heading: 'What people say',
  testimonials: [1, 2, 3, 4, 5, 6].map((n) => aTestimonial(n)),
  autoAdvanceMs: 5000,
};
const showing = () => screen.getAllByRole('figure', { hidden: true }).findIndex((slide) => !slide.hidden) + 1;

describe('testimonials carousel (spec 2 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 5000 ms and wraps after the sixth', () => {
    renderBlock(TestimonialsBlock, block);
    expect(showing()).toBe(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(showing()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(showing()).toBe(2);
    act(() => vi.advanceTimersByTime(5000 * 5));
    expect(showing()).toBe(1);
  });

  it('pauses while the pointer is over it and goes on when it leaves', () => {
    renderBlock(TestimonialsBlock, block);
    const carousel = screen.getByTestId('testimonials');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(20_000));
    expect(showing()).toBe(1);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(showing()).toBe(2);
  });

  it('pauses while a finger is on it', () => {
    renderBlock(TestimonialsBlock, block);
    const carousel = screen.getByTestId('testimonials');
    fireEvent.touchStart(carousel);
    act(() => vi.advanceTimersByTime(12_000));
    expect(showing()).toBe(1);
    fireEvent.touchEnd(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(showing()).toBe(2);
  });

  it('goes where the visitor asks and can be paused by a button', () => {
    renderBlock(TestimonialsBlock, block);
    fireEvent.click(screen.getByRole('button', { name: 'Testimonial 4: Person 4' }));
    expect(showing()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(showing()).toBe(4);
  });

  it('starts paused for visitors who asked for less motion', () => {
    vi.stubGlobal('matchMedia', matchMediaFor(['(prefers-reduced-motion: reduce)']));
    renderBlock(TestimonialsBlock, block);
    act(() => vi.advanceTimersByTime(20_000));
    expect(showing()).toBe(1);
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });
});
