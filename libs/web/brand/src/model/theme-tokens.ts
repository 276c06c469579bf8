import type { Theme as CmsTheme } from '@ember/content';
import { type CatalogueTheme, type ThemeColours, themeColours } from '@ember/themes';
import type { Theme } from '@ember/ui';
import { readableTheme } from './colours';

export type { ThemeGroupId } from '@ember/themes';

function themeOf(id: string, name: string, description: string, colours: ThemeColours): Theme {
  return readableTheme({ id, name, description, ...colours });
}

/** A built-in theme: the same colours the CMS is seeded with, made readable like any CMS theme. */
export function fromCatalogue(theme: CatalogueTheme): Theme {
  return themeOf(theme.id, theme.name, theme.description, theme.colours);
}

/** A theme as the CMS gives it, as the design system wears it. */
export function fromCmsTheme(doc: CmsTheme): Theme {
  const colours = Object.fromEntries(themeColours.map((colour) => [colour, doc[colour]])) as ThemeColours;
  return themeOf(doc.themeId, doc.name, doc.description ?? '', colours);
}
