import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { maybeSignedIn } from '@ember/api-client/cookies';
import { contentArea } from '../routes/content-area';
import styles from './landing-page.module.css';

// The landing's content comes from the CMS; its renderer loads after the page shell has painted.
const BrandLandingRoute = contentArea('BrandLandingRoute');

/**
 * `/` (spec 1 §2.2): the brand's landing for visitors; a signed-in person goes on to /home (or
 * /welcome without a profile). The landing shows at once; the session check loads once the page has
 * loaded, and only in a browser that has signed in (a visitor's landing loads nothing to ask).
 */
export function LandingPage() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!maybeSignedIn()) return;
    let current = true;
    const check = () =>
      import('../session/session-check')
        .then(({ landingRedirect }) => landingRedirect())
        .then((target) => {
          if (current && target) navigate(target, { replace: true });
        })
        .catch(() => undefined);
    // Once the page has loaded: the check (and its store) never competes with the landing.
    if (document.readyState === 'complete') void check();
    else window.addEventListener('load', () => void check(), { once: true });
    return () => {
      current = false;
    };
  }, [navigate]);
  return (
    // Holds the hero's place (and its dark look) while the renderer loads, so nothing jumps.
    <Suspense fallback={<div className={styles.placeholder} data-header-tone="dark" />}>
      <BrandLandingRoute />
    </Suspense>
  );
}
