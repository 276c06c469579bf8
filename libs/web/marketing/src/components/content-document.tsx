import { useContext, useLayoutEffect } from 'react';
import type { Campaign, Page } from '@ember/content';
import { setPageTheme } from '@ember/brand';
import { ContentSnapshotContext } from '../hooks/content-snapshot';
import { useCampaignEffects } from '../hooks/use-campaign-effects';
import { usePageMeta } from '../hooks/use-page-meta';
import { ContentLayout } from './content-layout';

export type ContentDocumentValue = { kind: 'page'; page: Page } | { kind: 'campaign'; campaign: Campaign };

/**
 * A page or campaign from the CMS on its route: its title and description, the theme it forces on
 * this path (spec 2 §4), a campaign's on-load effects, and its blocks. `path` is where it shows
 * (`/` for a brand's landing).
 */
export function ContentDocument({
  value,
  path,
  isHome = false,
}: {
  value: ContentDocumentValue;
  path: string;
  isHome?: boolean;
}) {
  const doc = value.kind === 'page' ? value.page : value.campaign;
  const forced = doc.forcedTheme && typeof doc.forcedTheme === 'object' ? doc.forcedTheme.themeId : null;
  useContext(ContentSnapshotContext)?.describe({
    forcedThemeId: forced,
    opensDark: doc.layout[0]?.blockType === 'hero',
    blockTypes: [...new Set(doc.layout.map((block) => block.blockType))],
  });
  useLayoutEffect(() => {
    setPageTheme(path, forced);
  }, [path, forced]);
  useCampaignEffects(value.kind === 'campaign' ? value.campaign : null);
  // The home page's tab shows the brand's name alone.
  usePageMeta(isHome ? null : (doc.meta?.title ?? doc.title), doc.meta?.description);
  return <ContentLayout layout={doc.layout} title={doc.meta?.title ?? doc.title} />;
}
