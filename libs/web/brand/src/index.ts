/**
 * Brands and colour themes, from the CMS (cached, with built-in copies for a first visit while it
 * cannot be reached): which brand a host name shows, the saved theme choice, route-forced themes and
 * the hooks that put them on the page. The built-in catalogue (`@ember/brand/catalogue`) and the
 * 'choose your colors' picker (`@ember/brand/theme-picker`) load on demand.
 */
export {
  type Brand,
  type BrandId,
  type BrandLink,
  applyTargetOn,
  brandForHost,
  brands,
  fromCmsBrand,
  headerActionsOn,
  normalisePath,
} from './model/brands';
export { adoptBrand, currentBrand, refreshBrand, subscribeToBrand } from './model/current-brand';
export { defaultTheme, defaultThemeId } from './model/default-theme';
export { forcedThemes, themeIdForPath } from './model/forced-themes';
export { refreshThemes } from './model/refresh-themes';
export { setPageTheme } from './model/theme-registry';
export {
  chooseTheme,
  chosenThemeId,
  knownTheme,
  loadTheme,
  syncThemeChoice,
  themeStorageKey,
} from './model/theme-choice';
export { RenderedBrandContext, useCurrentBrand } from './hooks/use-current-brand';
export { useChosenThemeId, useRouteTheme } from './hooks/use-route-theme';
