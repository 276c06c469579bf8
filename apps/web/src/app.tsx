import { useEffect, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { useRouteTheme } from '@ember/brand';
import { AnalyticsTracking } from './analytics/analytics-tracking';
import { AppRoutes } from './routes/app-routes';

/**
 * Per navigation: the route's theme, and a new page starting at its top (anchors excepted) with
 * keyboard and screen-reader focus at its main content, as a full page load would have it.
 */
function RouteEffects() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useRouteTheme(pathname);
  useEffect(() => {
    if (hash) return;
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    // A page that put focus somewhere itself (an autofocused field) keeps it.
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}

/** Every route with its per-navigation effects, inside whichever router the page runs under. */
export function AppShell() {
  return (
    <>
      <RouteEffects />
      <AnalyticsTracking />
      <AppRoutes />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
