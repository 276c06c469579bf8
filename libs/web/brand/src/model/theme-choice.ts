import type { Theme } from '@ember/ui';
import { currentBrand } from './current-brand';
import { firstPaintThemes } from './first-paint-themes';
import { cmsTheme } from './theme-registry';

export const themeStorageKey = 'ember.theme';
/**
 * The chosen theme's id as a cookie too: the web server renders a page in the visitor's theme, so
 * it does not paint in the brand's first and change when the app starts (see rendered-theme.ts).
 */
const themeCookie = 'ember_theme';
const themeIdPattern = /^[a-z0-9-]{1,64}$/;

/** The theme chosen in a request's Cookie header, when it names one the way theme ids look. */
export function themeChoiceIn(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === themeCookie) return themeIdPattern.test(value) ? value : null;
  }
  return null;
}

function rememberForServer(id: string): void {
  if (typeof document === 'undefined' || !themeIdPattern.test(id) || themeChoiceIn(document.cookie) === id) return;
  document.cookie = `${themeCookie}=${id}; path=/; max-age=31536000; samesite=lax`;
}
/** The chosen theme's colours, so a page can wear it before the CMS or the catalogue has answered. */
const coloursKey = 'ember.theme.colours';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be off (private modes); the default theme still works.
    return null;
  }
}

/** The theme the person chose in the picker (saved in browser storage), or the brand's default. */
export function chosenThemeId(): string {
  return storage()?.getItem(themeStorageKey) ?? currentBrand().defaultThemeId;
}

export function chooseTheme(theme: Theme): void {
  try {
    storage()?.setItem(themeStorageKey, theme.id);
    storage()?.setItem(coloursKey, JSON.stringify(theme));
  } catch {
    // Not saved, but still shown for this visit.
  }
  rememberForServer(theme.id);
  listeners.forEach((listener) => listener());
}

/** A choice saved before the cookie existed (or the cookie cleared) is told to the server again. */
export function syncThemeChoice(): void {
  const saved = storage()?.getItem(themeStorageKey);
  if (saved) rememberForServer(saved);
}

export function subscribeToThemeChoice(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => event.key === themeStorageKey && listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

function savedColours(id: string): Theme | null {
  try {
    const saved = JSON.parse(storage()?.getItem(coloursKey) ?? 'null') as Theme | null;
    return saved && saved.id === id ? saved : null;
  } catch {
    return null;
  }
}

/**
 * A theme known without a request: the CMS's (once read), the saved colours of the chosen theme, or
 * one of the built-in first-paint themes.
 */
export function knownTheme(id: string): Theme | null {
  return cmsTheme(id) ?? savedColours(id) ?? firstPaintThemes.find((theme) => theme.id === id) ?? null;
}

/** Any theme by id: the CMS's, else the built-in catalogue's; unknown ids fall back to the default. */
export async function loadTheme(id: string): Promise<Theme> {
  const known = knownTheme(id);
  if (known) return known;
  const fromCms = await import('./theme-source').then(({ loadCmsTheme }) => loadCmsTheme(id)).catch(() => undefined);
  return fromCms ?? (await import('./themes')).themeById(id);
}
