import { useContext, useEffect, useState } from 'react';
import { ContentSnapshotContext } from './content-snapshot';

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

/**
 * Spec 2 §4: ticks every second until the deadline, then stays at zeros. A page rendered ahead
 * starts from the moment the server drew it (the same text hydrates), then from the browser's clock.
 */
export function useCountdown(target: string): Remaining {
  const deadline = Date.parse(target);
  const snapshot = useContext(ContentSnapshotContext);
  const [now, setNow] = useState(() => snapshot?.instant(`countdown:${target}`) ?? Date.now());
  const done = Number.isNaN(deadline) || now >= deadline;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), countdownTickMs);
    return () => window.clearInterval(timer);
  }, [done]);
  return Number.isNaN(deadline) ? remainingUntil(0, 1) : remainingUntil(deadline, now);
}
