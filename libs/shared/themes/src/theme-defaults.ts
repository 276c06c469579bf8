/** The theme of every brand and route without one of its own (spec 1 §9, spec 2 §9). */
export const defaultThemeId = 'slate-burgundy-plum';

/** Routes that force a theme (spec 2 §4). */
export const routeThemes: readonly { path: string; themeId: string }[] = [
  { path: '/', themeId: defaultThemeId },
  { path: '/halloween-mystery', themeId: 'forest-gold' },
  { path: '/halloween-2025', themeId: 'midnight-purple' },
  { path: '/brains-and-barstools', themeId: 'warm-coffee' },
];
