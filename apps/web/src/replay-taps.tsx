import { useEffect } from 'react';

/**
 * A page rendered by the server holds taps on its buttons back until the app has taken it over
 * (see apps/web/server/page-html.ts). React brings the page's sections alive in passes after the
 * first commit, so once the browser is idle the holding stops and the taps happen, on whatever of
 * the page is still there.
 */
export function ReplayTaps() {
  useEffect(() => {
    const replay = () => {
      for (const target of window.emberEarlyClicks?.() ?? []) {
        if (target.isConnected && target instanceof HTMLElement) target.click();
      }
    };
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(replay, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(replay, 300);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
