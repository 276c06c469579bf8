import { useLayoutEffect, useSyncExternalStore } from 'react';
import { applyTheme } from '@ember/ui';
import { themeIdForPath } from '../model/forced-themes';
import { chosenThemeId, knownTheme, loadTheme, subscribeToThemeChoice } from '../model/theme-choice';
import { subscribeToThemes, themesVersion } from '../model/theme-registry';
import { useCurrentBrand } from './use-current-brand';

export function useChosenThemeId(): string {
  // The brand's default stands in until a choice is made, so a brand change re-reads it too.
  useCurrentBrand();
  return useSyncExternalStore(subscribeToThemeChoice, chosenThemeId, chosenThemeId);
}

/**
 * Puts the theme of the current path on the document (before paint when its colours are known,
 * else once the CMS or the built-in catalogue has answered); answers the chosen id and whether the
 * route forced its own. Follows the CMS: a page's forced theme, changed route themes and edited
 * colours apply as soon as they are read.
 */
export function useRouteTheme(pathname: string) {
  const chosen = useChosenThemeId();
  const version = useSyncExternalStore(subscribeToThemes, themesVersion, themesVersion);
  const { id, forced } = themeIdForPath(pathname, chosen);
  useLayoutEffect(() => {
    const known = knownTheme(id);
    if (known) {
      applyTheme(known);
      return;
    }
    let current = true;
    void loadTheme(id).then((theme) => current && applyTheme(theme));
    return () => {
      current = false;
    };
  }, [id, version]);
  return { chosen, forced, themeId: id };
}
