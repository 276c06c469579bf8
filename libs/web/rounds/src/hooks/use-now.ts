import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (countdowns tick every second, spec 2 §4). */
export function useNow(everyMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
