import { type ThemeGroupId, catalogueThemes, themeGroups as catalogueGroups } from '@ember/themes';
import type { Theme } from '@ember/ui';
import { defaultTheme } from './default-theme';
import { fromCatalogue } from './theme-tokens';

export type { ThemeGroupId } from '@ember/themes';

export interface ThemeGroup {
  id: ThemeGroupId;
  label: string;
  themes: readonly Theme[];
}

/**
 * The built-in catalogue: the CMS seed's themes in the picker's groups (spec 2 §4), for a first visit
 * while the CMS cannot be reached. Loaded on demand; the CMS's themes replace it once known.
 */
export const themeGroups: readonly ThemeGroup[] = catalogueGroups.map((group) => ({
  id: group.id,
  label: group.label,
  themes: catalogueThemes.filter((theme) => theme.group === group.id).map(fromCatalogue),
}));

export const themes: ReadonlyMap<string, Theme> = new Map(
  themeGroups.flatMap((group) => group.themes.map((theme) => [theme.id, theme] as const)),
);

export function themeById(id: string | null | undefined): Theme {
  return (id ? themes.get(id) : undefined) ?? defaultTheme;
}
