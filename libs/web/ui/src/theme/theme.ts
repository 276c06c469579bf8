import { type ThemeColour, themeColours } from '@ember/themes';

/** A colour theme (spec 2 §3). Every colour is a #rrggbb value. */
export interface Theme {
  id: string;
  name: string;
  description: string;
  primary: string;
  primaryLight: string;
  primaryDark: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  dark: string;
  text: string;
  muted: string;
  lightGray: string;
  offWhite: string;
  bgPrimary: string;
  bgSecondary: string;
  bgTertiary: string;
}

export { type ThemeColour, themeColours } from '@ember/themes';

/** `primaryLight` → `--color-primary-light`: the CSS variable every component reads. */
export function cssVariableOf(colour: ThemeColour): string {
  return `--color-${colour.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const white = '#ffffff';
const ink = '#111418';

/** Text colour for a filled surface: white or near-black, whichever reads better on it. */
export function readableOn(background: string): string {
  return contrastRatio(background, white) >= contrastRatio(background, ink) ? white : ink;
}

/** Spec 2 §4: a theme whose background is not white switches dark mode on. */
export function isDarkTheme(theme: Pick<Theme, 'bgPrimary'>): boolean {
  return theme.bgPrimary.toLowerCase() !== white && theme.bgPrimary.toLowerCase() !== '#fff';
}

/** The CSS custom properties of a theme, plus the derived text colours on primary and accent. */
export function themeVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const colour of themeColours) variables[cssVariableOf(colour)] = theme[colour];
  variables['--color-on-primary'] = readableOn(theme.primary);
  variables['--color-on-accent'] = readableOn(theme.accent);
  return variables;
}

/** Puts a theme on an element (the document root by default): variables, dark mode flag, colour scheme. */
export function applyTheme(theme: Theme, element: HTMLElement = document.documentElement): void {
  // Only what changes is written: the page may already wear the theme (rendered on the server, or
  // applied before), and every write makes the browser restyle the whole document.
  const set = (name: string, value: string) => {
    if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
  };
  for (const [name, value] of Object.entries(themeVariables(theme))) set(name, value);
  const dark = isDarkTheme(theme);
  if (element.dataset['theme'] !== theme.id) element.dataset['theme'] = theme.id;
  if (element.dataset['mode'] !== (dark ? 'dark' : 'light')) element.dataset['mode'] = dark ? 'dark' : 'light';
  set('color-scheme', dark ? 'dark' : 'light');
}
