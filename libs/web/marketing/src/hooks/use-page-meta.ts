import { useContext, useEffect } from 'react';
import { usePageTitle } from '@ember/ui';
import { ContentSnapshotContext } from './content-snapshot';

/** The page's title in the tab and its description for search results and link previews. */
export function usePageMeta(title: string | null, description: string | null | undefined): void {
  useContext(ContentSnapshotContext)?.describe({ title, description: description ?? null });
  usePageTitle(title);
  useEffect(() => {
    if (!description) return;
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) return;
    const before = tag.content;
    tag.content = description;
    return () => {
      tag.content = before;
    };
  }, [description]);
}
