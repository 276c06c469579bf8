import type { Theme as CmsTheme } from '@ember/content';
import type { Theme } from '@ember/ui';
import { readableTheme } from './colours';

/** The spec 2 §3 colours in their CMS order: primary … bgTertiary. */
export type ThemeTokens = readonly [
  primary: string,
  primaryLight: string,
  primaryDark: string,
  accent: string,
  accentLight: string,
  accentDark: string,
  dark: string,
  text: string,
  muted: string,
  lightGray: string,
  offWhite: string,
  bgPrimary: string,
  bgSecondary: string,
  bgTertiary: string,
];

export type ThemeGroupId = CmsTheme['group'];

/**
 * A built-in theme: the same colours the CMS is seeded with, made readable like any CMS theme.
 * `tokens` lists the 14 colours in the CMS order, separated by spaces.
 */
export function builtInTheme(id: string, name: string, description: string, tokens: string): Theme {
  const colours = tokens.trim().split(/\s+/);
  if (colours.length !== 14) throw new Error(`theme ${id} needs 14 colours, got ${colours.length}`);
  return themeFromTokens(id, name, description, colours as unknown as ThemeTokens);
}

function themeFromTokens(id: string, name: string, description: string, tokens: ThemeTokens): Theme {
  const [primary, primaryLight, primaryDark, accent, accentLight, accentDark, dark, text, muted, lightGray, offWhite] =
    tokens;
  const [bgPrimary, bgSecondary, bgTertiary] = tokens.slice(11) as [string, string, string];
  return readableTheme({
    id,
    name,
    description,
    primary,
    primaryLight,
    primaryDark,
    accent,
    accentLight,
    accentDark,
    dark,
    text,
    muted,
    lightGray,
    offWhite,
    bgPrimary,
    bgSecondary,
    bgTertiary,
  });
}

/** A theme as the CMS gives it, as the design system wears it. */
export function fromCmsTheme(doc: CmsTheme): Theme {
  return themeFromTokens(doc.themeId, doc.name, doc.description ?? '', [
    doc.primary,
    doc.primaryLight,
    doc.primaryDark,
    doc.accent,
    doc.accentLight,
    doc.accentDark,
    doc.dark,
    doc.text,
    doc.muted,
    doc.lightGray,
    doc.offWhite,
    doc.bgPrimary,
    doc.bgSecondary,
    doc.bgTertiary,
  ]);
}
