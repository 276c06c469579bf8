import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type Tracker, analyticsEnabled } from '@ember/web-analytics';

/**
 * Spec 2 §4 and §7: page views and time on pages, when analytics are on. Off by default, in which
 * case nothing of the tracker or the api client is even loaded.
 */
export function AnalyticsTracking() {
  const { pathname } = useLocation();
  const [tracker, setTracker] = useState<Tracker | null>(null);
  const enabled = useRef(analyticsEnabled());

  useEffect(() => {
    if (!enabled.current) return;
    let stop: (() => void) | undefined;
    let current = true;
    void import('./tracking').then(({ startTracking }) => {
      if (!current) return;
      const started = startTracking();
      stop = started.stop;
      setTracker(started.tracker);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, []);

  useEffect(() => {
    tracker?.pageView();
  }, [tracker, pathname]);
  return null;
}
