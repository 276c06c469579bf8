import { restQuery } from './query';

/** Where the web app reaches the CMS: its own origin, proxied to the CMS (by vite in development, by the web server in production). */
export const cmsApiBase = '/cms/api';

/** Brands at depth 2 carry each brand's landing with its layout populated: one request answers `/`. */
export const brandsQuery = { depth: 2, limit: 20 };
export const themesQuery = { depth: 0, limit: 100, sort: 'pickerOrder' };
export const themePickerDepth = 1;

export function listUrl(base: string, collection: string, params: Parameters<typeof restQuery>[0]): string {
  return `${base.replace(/\/+$/, '')}/${collection}?${restQuery(params)}`;
}

export function globalUrl(base: string, slug: string, depth: number): string {
  return `${base.replace(/\/+$/, '')}/globals/${slug}?${restQuery({ depth })}`;
}
