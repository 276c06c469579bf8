import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import { waitSecondsIn, waitTextWith } from './wait-countdown';

afterEach(() => {
  vi.useRealTimers();
});

const tooMany =
  'Failed to send verification code. Too many code requests. Please wait 4 seconds before asking for a new code.';

describe('a rate-limit message', () => {
  it('reads the wait in seconds or minutes', () => {
    expect(waitSecondsIn(tooMany)).toBe(4);
    expect(waitSecondsIn('Too many attempts. Please wait 3 minutes and try again.')).toBe(180);
    expect(waitSecondsIn('Please wait a little and try again.')).toBeNull();
  });

  it('words what is left as the server does, and says when to try again', () => {
    expect(waitTextWith(tooMany, 1)).toContain('Please wait 1 second before');
    expect(waitTextWith('Please wait 3 minutes and try again.', 125)).toBe('Please wait 3 minutes and try again.');
    expect(waitTextWith(tooMany, 0)).toBe(
      'Failed to send verification code. Too many code requests. You can try again now.',
    );
  });

  it('counts down live in an alert, second by second', () => {
    vi.useFakeTimers();
    render(<Alert>{tooMany}</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 4 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 3 seconds');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 1 second before');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('You can try again now.');
  });

  it('leaves other messages as they are', () => {
    render(<Alert>Invalid or expired code. Please try again.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired code. Please try again.');
  });
});
