import { useEffect } from 'react';

/**
 * Taps made on a page rendered by the server before the app had taken it over (its script kept
 * them): once the page is alive they happen, on whatever of it is still there. React brings the
 * page's sections alive in passes after the first commit, so the taps wait until the browser is
 * idle. Links need no replay; they worked without the app.
 */
export function ReplayTaps({ targets }: { targets: Element[] }) {
  useEffect(() => {
    // Taken out as they are replayed: an effect run twice (StrictMode) taps once.
    const replay = () => {
      for (const target of targets.splice(0)) {
        if (target.isConnected && target instanceof HTMLElement) target.click();
      }
    };
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(replay, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(replay, 300);
    return () => window.clearTimeout(timer);
  }, [targets]);
  return null;
}
