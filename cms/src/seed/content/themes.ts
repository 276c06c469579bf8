import type { RequiredDataFromCollectionSlug } from 'payload';
import { catalogueThemes, themeGroups } from '@ember/themes';

type ThemeSeed = RequiredDataFromCollectionSlug<'themes'>;

export { defaultThemeId, routeThemes } from '@ember/themes';

/** The catalogue's themes as CMS documents, numbered in picker order within their group. */
export const themes: ThemeSeed[] = catalogueThemes.map((theme) => ({
  themeId: theme.id,
  name: theme.name,
  group: theme.group,
  pickerOrder: catalogueThemes.filter((other) => other.group === theme.group).indexOf(theme) + 1,
  description: theme.description,
  ...theme.colours,
}));

export const pickerGroups = themeGroups.map((group) => ({ group: group.id, label: group.label }));
