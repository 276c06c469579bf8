import type { Theme } from '@ember/ui';
import { persistedThemePicker } from './cms-cache';
import { routeThemesOf } from './route-themes';

type Listener = () => void;
const listeners = new Set<Listener>();
/** The CMS's themes, made readable, once the theme source has read them. */
const cmsThemes = new Map<string, Theme>();
/** Themes that pages from the CMS force on their own path (a page's or campaign's forcedTheme). */
const pageThemes = new Map<string, string>();
/** The CMS's route-forced themes (path → theme id); undefined until known. */
let routeThemes: ReadonlyMap<string, string> | undefined;
let routeThemesRead = false;
let version = 0;

function notify(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Told when CMS themes, route themes or page themes change. */
export function subscribeToThemes(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Changes with every change told to listeners (for useSyncExternalStore). */
export function themesVersion(): number {
  return version;
}

export function cmsTheme(id: string): Theme | undefined {
  return cmsThemes.get(id);
}

/** The theme source hands over what the CMS says: its themes and its route-forced themes. */
export function registerCmsThemes(themes: readonly Theme[], routes: ReadonlyMap<string, string>): void {
  cmsThemes.clear();
  for (const theme of themes) cmsThemes.set(theme.id, theme);
  routeThemes = routes;
  routeThemesRead = true;
  notify();
}

/**
 * The CMS's route-forced themes when known: from the theme source, or before it has loaded, from the
 * theme picker an earlier visit read. Undefined when never read, so the built-in list applies.
 */
export function cmsRouteThemes(): ReadonlyMap<string, string> | undefined {
  if (!routeThemesRead) {
    routeThemesRead = true;
    const picker = persistedThemePicker();
    routeThemes = picker ? routeThemesOf(picker) : undefined;
  }
  return routeThemes;
}

export function pageThemeFor(path: string): string | undefined {
  return pageThemes.get(path);
}

/** A CMS page says which theme its path wears (null: none of its own). */
export function setPageTheme(path: string, themeId: string | null): void {
  if ((pageThemes.get(path) ?? null) === themeId) return;
  if (themeId) pageThemes.set(path, themeId);
  else pageThemes.delete(path);
  notify();
}

/** Whether an earlier visit left the CMS's theme picker behind (then its themes are worth reading at once). */
export function hasPersistedThemes(): boolean {
  return persistedThemePicker() !== undefined;
}
