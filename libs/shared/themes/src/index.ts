export { type ThemeColour, type ThemeColours, themeColours } from './theme-colours.ts';
export { type CatalogueTheme, type ThemeGroupId, catalogueThemes, themeGroups } from './theme-catalogue.ts';
export { defaultThemeId, routeThemes } from './theme-defaults.ts';
