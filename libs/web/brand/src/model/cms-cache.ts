import type { Brand as CmsBrand, ThemePicker } from '@ember/content';
import { contentUrls, persistedContent } from '@ember/content/persisted';

// What an earlier visit read from the CMS, from the content client's persisted copies, without
// loading the client: enough for the first paint to wear the CMS's brand and route themes.

export function persistedBrands(): CmsBrand[] | undefined {
  return persistedContent<{ docs: CmsBrand[] }>(contentUrls.brands())?.docs;
}

export function persistedThemePicker(): ThemePicker | undefined {
  return persistedContent<ThemePicker>(contentUrls.themePicker());
}
