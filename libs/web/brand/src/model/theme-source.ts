import { type ThemePicker, browserContentClient } from '@ember/content';
import type { Theme } from '@ember/ui';
import { routeThemesOf } from './route-themes';
import { registerCmsThemes } from './theme-registry';
import { fromCmsTheme, type ThemeGroupId } from './theme-tokens';

// Loaded on demand: reads themes from the CMS and makes them readable (see fromCmsTheme).

export interface PickerGroup {
  id: ThemeGroupId;
  label: string;
  themes: readonly Theme[];
}

export interface PickerContent {
  title: string;
  groups: readonly PickerGroup[];
}

let watching = false;

function register(picker: ThemePicker): void {
  const docs = [
    ...picker.groups.flatMap((group) => group.themes),
    picker.defaultTheme,
    ...(picker.routeThemes ?? []).map((route) => route.theme),
  ];
  const themes = docs.flatMap((doc) => (typeof doc === 'object' ? [fromCmsTheme(doc)] : []));
  registerCmsThemes(themes, routeThemesOf(picker));
}

/** Reads the theme picker (groups, route themes and their colours) from the CMS and puts them to use. */
export async function readCmsThemes(): Promise<void> {
  const client = browserContentClient();
  if (!watching) {
    watching = true;
    client.subscribe((url) => {
      if (url.includes('/globals/theme-picker')) void client.themePicker().then(register, () => undefined);
    });
  }
  try {
    register(await client.themePicker());
  } catch {
    // The built-in themes stay in use.
  }
}

/** The picker's groups from the CMS, or the built-in catalogue when the CMS cannot be reached. */
export async function loadPickerContent(): Promise<PickerContent> {
  try {
    const picker = await browserContentClient().themePicker();
    register(picker);
    return {
      title: picker.title,
      groups: picker.groups.map((group) => ({
        id: group.group,
        label: group.label,
        themes: group.themes.flatMap((doc) => (typeof doc === 'object' ? [fromCmsTheme(doc)] : [])),
      })),
    };
  } catch {
    const { themeGroups } = await import('./themes');
    return { title: 'choose your colors', groups: themeGroups };
  }
}

/** A theme the CMS has, by id, even one no picker group lists; undefined when it cannot be reached. */
export async function loadCmsTheme(id: string): Promise<Theme | undefined> {
  try {
    const doc = (await browserContentClient().themes()).find((theme) => theme.themeId === id);
    return doc ? fromCmsTheme(doc) : undefined;
  } catch {
    return undefined;
  }
}
