import { useEffect, useState } from 'react';

/** Spec 2 §9: countdowns refresh every second. */
export const countdownTickMs = 1000;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** Time left until `target`; zeros once it has passed. */
export function remainingUntil(target: number, now: number): Remaining {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/** Spec 2 §4: ticks every second until the deadline, then stays at zeros. */
export function useCountdown(target: string): Remaining {
  const deadline = Date.parse(target);
  const [now, setNow] = useState(() => Date.now());
  const done = Number.isNaN(deadline) || now >= deadline;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), countdownTickMs);
    return () => window.clearInterval(timer);
  }, [done]);
  return Number.isNaN(deadline) ? remainingUntil(0, 1) : remainingUntil(deadline, now);
}
