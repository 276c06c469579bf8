import type { ContentClient } from '@ember/content';
import type { Theme } from '@ember/ui';
import { type Brand, normalisePath } from './brands';
import { forcedThemes } from './forced-themes';
import { routeThemesOf } from './route-themes';
import { fromCmsTheme } from './theme-tokens';
import { themeById } from './themes';

export { themeChoiceIn } from './theme-choice';

/**
 * The theme a page rendered on the server wears, as the browser would pick it (themeIdForPath): the
 * page's forced theme, else the CMS's theme for the route, else the visitor's choice (its cookie),
 * else the brand's default; `/` wears the brand's default. Colours from the CMS, else the built-in
 * catalogue, whose unknown ids fall back to the default.
 */
export async function renderedTheme(
  client: ContentClient,
  {
    pathname,
    brand,
    forcedThemeId,
    chosenThemeId,
  }: { pathname: string; brand: Brand; forcedThemeId?: string | null; chosenThemeId?: string | null },
): Promise<Theme> {
  const path = normalisePath(pathname);
  const picker = await client.themePicker().catch(() => null);
  const routes = picker ? routeThemesOf(picker) : forcedThemes;
  const id =
    forcedThemeId ?? (path === '/' ? brand.defaultThemeId : routes.get(path)) ?? chosenThemeId ?? brand.defaultThemeId;
  const doc = (await client.themes().catch(() => [])).find((theme) => theme.themeId === id);
  return doc ? fromCmsTheme(doc) : themeById(id);
}
