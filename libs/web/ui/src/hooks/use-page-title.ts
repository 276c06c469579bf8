import { useEffect } from 'react';

let siteName = 'Ember';

/** The brand's name, which every page title ends with; set once at start-up. */
export function setSiteName(name: string): void {
  siteName = name;
}

/** Names the page in the browser tab and for screen readers, which announce the title on navigation. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title]);
}
