import { useEffect, useState } from 'react';

/**
 * The index of the item showing, advancing every `intervalMs` and wrapping; still while `paused`
 * (hover, touch, reduced motion) or with fewer than two items.
 */
export function useRotation(count: number, intervalMs: number, paused = false): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);
  return [count ? index % count : 0, setIndex];
}
