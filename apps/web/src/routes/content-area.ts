import { lazyArea } from './lazy-page';

/** The public content chunk (see marketing-pages.tsx): the landing's renderer and the CMS's pages. */
export const contentArea = lazyArea(() => import('./marketing-pages'));

/**
 * Loads the content pages' code and the CMS blocks a page shows, so that a page the server rendered
 * is taken over without waiting on any of it.
 */
export async function loadContentArea(blockTypes: readonly string[]): Promise<void> {
  const area = await contentArea.load();
  await area.loadBlocks(blockTypes);
}
