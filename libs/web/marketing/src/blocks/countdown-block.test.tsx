import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remainingUntil } from '../hooks/use-countdown';
import { renderBlock } from '../testing/render-block';
import { CountdownBlock } from './countdown-block';

const value = (unit: string) => screen.getByTestId(`countdown-${unit}`).textContent;

describe('countdown (spec 2 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every second until the deadline, then shows zeros and stops', () => {
    // 2025-10-24 23:59:59 Toronto (EDT) is 2025-10-25T03:59:59Z; start one day, one hour and 2 s before.
    vi.setSystemTime(new Date('2025-10-24T02:59:57Z'));
    renderBlock(CountdownBlock, {
      blockType: 'countdown',
      heading: 'Registration closes in',
      target: '2025-10-25T03:59:59.000Z',
    });
    expect([value('days'), value('hours'), value('minutes'), value('seconds')]).toEqual(['01', '01', '00', '02']);
    act(() => vi.advanceTimersByTime(1000));
    expect(value('seconds')).toBe('01');
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(86_400_000 + 3_600_000));
    expect([value('days'), value('hours'), value('minutes'), value('seconds')]).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByText(/Closed Fri, Oct 24, 11:59 p\.m\./)).toBeInTheDocument();
  });

  it('shows zeros at once for a deadline already passed', () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    renderBlock(CountdownBlock, { blockType: 'countdown', target: '2025-11-28T04:59:59.000Z' });
    expect(value('days')).toBe('00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(remainingUntil(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, done: false });
    expect(remainingUntil(0, 5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
