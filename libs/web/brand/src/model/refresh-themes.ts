import { hasPersistedThemes } from './theme-registry';

/**
 * Reads the CMS's themes and route themes in the background (the theme source loads on demand).
 * `whenIdle` waits for an idle moment unless an earlier visit left CMS themes to catch up with.
 */
export function refreshThemes(whenIdle: (work: () => void) => void = (work) => work()): Promise<void> {
  return new Promise((resolve) => {
    const run = () =>
      void import('./theme-source')
        .then(({ readCmsThemes }) => readCmsThemes())
        .catch(() => undefined)
        .finally(resolve);
    if (hasPersistedThemes()) run();
    else whenIdle(run);
  });
}
