/** The colours of a theme (spec 2 §3), in the order the CMS lists them. Each is a #rrggbb value. */
export const themeColours = [
  'primary',
  'primaryLight',
  'primaryDark',
  'accent',
  'accentLight',
  'accentDark',
  'dark',
  'text',
  'muted',
  'lightGray',
  'offWhite',
  'bgPrimary',
  'bgSecondary',
  'bgTertiary',
] as const;

export type ThemeColour = (typeof themeColours)[number];

export type ThemeColours = Record<ThemeColour, string>;
