import type { ThemePicker } from '@ember/content';

/** The CMS's route-forced themes (path → theme id), from its theme picker with themes populated. */
export function routeThemesOf(picker: Pick<ThemePicker, 'routeThemes'>): Map<string, string> {
  return new Map(
    (picker.routeThemes ?? []).flatMap((route) =>
      typeof route.theme === 'object' ? [[route.path, route.theme.themeId] as const] : [],
    ),
  );
}
