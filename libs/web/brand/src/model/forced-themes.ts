import { normalisePath } from './brands';
import { currentBrand } from './current-brand';
import { cmsRouteThemes, pageThemeFor } from './theme-registry';

/** Spec 2 §4: routes that wear their own theme whatever the visitor chose (built in; the CMS's list replaces it). */
export const forcedThemes: ReadonlyMap<string, string> = new Map([
  ['/', 'slate-burgundy-plum'],
  ['/halloween-mystery', 'forest-gold'],
  ['/halloween-2025', 'midnight-purple'],
  ['/brains-and-barstools', 'warm-coffee'],
]);

/**
 * The theme a path wears: its forced theme if it has one, else the chosen one. A CMS page's own
 * forced theme comes first, then the CMS's route themes (the built-in list until they are known).
 * `/` shows the brand's landing, so it wears that brand's default.
 */
export function themeIdForPath(pathname: string, chosenId: string): { id: string; forced: boolean } {
  const path = normalisePath(pathname);
  const routes = cmsRouteThemes();
  const forced =
    pageThemeFor(path) ?? (path === '/' ? currentBrand().defaultThemeId : (routes ?? forcedThemes).get(path));
  return forced ? { id: forced, forced: true } : { id: chosenId, forced: false };
}
