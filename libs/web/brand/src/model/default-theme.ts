import { slateBurgundyPlum } from './first-paint-themes';

/** Spec 1 §9 and spec 2 §9: the default theme. Kept apart from the catalogue, which loads on demand. */
export { defaultThemeId } from '@ember/themes';

/** Built in for the first paint; the CMS copy replaces it once known. */
export const defaultTheme = slateBurgundyPlum;
