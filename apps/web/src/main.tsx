import '@ember/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  chosenThemeId,
  currentBrand,
  knownTheme,
  refreshBrand,
  refreshThemes,
  subscribeToBrand,
  themeIdForPath,
} from '@ember/brand';
import { applyTheme, setSiteName } from '@ember/ui';
import { App } from './app';

// The theme goes on before the first paint when its colours are known, so a dark theme does not
// flash white; otherwise the route effect loads it.
const initialTheme = knownTheme(themeIdForPath(window.location.pathname, chosenThemeId()).id);
if (initialTheme) applyTheme(initialTheme);

function showBrand(): void {
  const brand = currentBrand();
  setSiteName(brand.name);
  document.documentElement.dataset['brand'] = brand.id;
}
showBrand();
document.title = currentBrand().name;
subscribeToBrand(showBrand);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Brands come from the CMS (index.html preloads them): the record for this host replaces the
// built-in or earlier copy when it differs. Themes and the picker follow once the page is up.
void refreshBrand();
const idle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(work, { timeout: 3000 })
    : setTimeout(work, 1500);
window.addEventListener('load', () => idle(() => void refreshThemes()), { once: true });
