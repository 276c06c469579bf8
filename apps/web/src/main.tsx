import '@ember/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  adoptBrand,
  chosenThemeId,
  currentBrand,
  knownTheme,
  refreshBrand,
  refreshThemes,
  subscribeToBrand,
  syncThemeChoice,
  themeIdForPath,
} from '@ember/brand';
import { ContentSnapshot, ContentSnapshotContext } from '@ember/marketing/snapshot';
import { applyTheme, setSiteName } from '@ember/ui';
import { App } from './app';
import { ReplayTaps } from './replay-taps';
import { areaRoutes } from './routes/app-routes';
import { loadContentArea } from './routes/content-area';
import type { PageState } from './entry-server';

declare global {
  interface Window {
    /**
     * Set by a page rendered on the server (apps/web/server/page-html.ts): stops holding taps back and
     * hands over those made so far.
     */
    emberEarlyClicks?: () => Element[];
  }
}

// A page the server rendered ahead carries what it was drawn with: the browser starts from the same
// brand and content, so it takes over the markup as it is (hydration) instead of drawing it again.
const stateElement = document.getElementById('ember-page-state');
const rendered = stateElement ? (JSON.parse(stateElement.textContent ?? 'null') as PageState | null) : null;
if (rendered) adoptBrand(rendered.brand);

// The theme goes on before the first paint when its colours are known, so a dark theme does not
// flash white; otherwise the route effect loads it.
const initialTheme = knownTheme(themeIdForPath(window.location.pathname, chosenThemeId()).id);
if (initialTheme) applyTheme(initialTheme);

function showBrand(): void {
  const brand = currentBrand();
  setSiteName(brand.name);
  if (document.documentElement.dataset['brand'] !== brand.id) document.documentElement.dataset['brand'] = brand.id;
}
showBrand();
if (!rendered) document.title = currentBrand().name;
subscribeToBrand(showBrand);

const root = document.getElementById('root')!;
if (rendered) {
  const snapshot = ContentSnapshot.fromJSON(rendered.content, rendered.look);
  // The page's code first (it is small and was fetched alongside): with it at hand the take-over is
  // one pass, and nothing on the page waits for a chunk while the visitor can already see it.
  void loadContentArea(rendered.look.blockTypes ?? [])
    .catch(() => undefined)
    .then(() => {
      // As a transition, the take-over yields to the browser between components: the page, already
      // showing, stays responsive to scrolling while it comes alive.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <ContentSnapshotContext value={snapshot}>
              <App />
            </ContentSnapshotContext>
            <ReplayTaps />
          </StrictMode>,
        );
      });
    });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Brands come from the CMS (index.html preloads them): the record for this host replaces the
// built-in or earlier copy when it differs. Themes and the picker follow once the page is up.
const idle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(work, { timeout: 3000 })
    : setTimeout(work, 1500);
if (rendered) window.addEventListener('load', () => idle(() => void refreshBrand()), { once: true });
else void refreshBrand();
window.addEventListener('load', () => idle(() => void refreshThemes()), { once: true });
syncThemeChoice();
// A content page's links lead mostly into the rest of the route map: it is fetched while the
// visitor reads, so the first of them opens as fast as the page itself did.
if (rendered)
  window.addEventListener('load', () => idle(() => void areaRoutes.load().catch(() => undefined)), { once: true });
