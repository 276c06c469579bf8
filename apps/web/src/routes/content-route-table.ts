/** The product's name stands in for `{product}` in spec 1 §2.1's /{product} and /{product}o. */
const product = 'ember';

/** A public route drawn from one CMS document: a page (by its path), a campaign or a legal text. */
export type ContentRoute =
  | { path: string; page: string; shape?: 'hero' | 'plain' }
  | { path: string; campaign: string }
  | { path: string; legal: 'privacy-policy' | 'terms-of-use' };

/**
 * The landing layout's routes whose whole content is one CMS document. With `/` (the brand's
 * landing) they are the pages the web server renders ahead, so they paint before any script runs.
 */
export const contentRoutes: readonly ContentRoute[] = [
  { path: '/press', page: '/press', shape: 'plain' },
  { path: '/become-a-host', page: '/become-a-host' },
  { path: '/programs', page: '/programs' },
  { path: '/faq', page: '/faq', shape: 'plain' },
  { path: '/about', page: '/about', shape: 'plain' },
  { path: '/v1', page: '/v1' },
  { path: '/v2', page: '/v2' },
  { path: '/shopify-builders', page: '/shopify-builders', shape: 'plain' },
  { path: '/coffee', campaign: 'coffee' },
  { path: `/${product}`, page: `/${product}` },
  { path: `/${product}o`, page: `/${product}` },
  { path: '/brains-and-barstools', campaign: 'brains-and-barstools' },
  { path: '/halloween-2025', campaign: 'halloween-2025' },
  { path: '/halloween-mystery', campaign: 'halloween-mystery' },
  { path: '/privacy-policy', legal: 'privacy-policy' },
  { path: '/terms-of-use', legal: 'terms-of-use' },
];

/** Whether the web server renders `pathname` ahead (the brand's landing and the routes above). */
export function rendersAhead(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === '/' || contentRoutes.some((route) => route.path === path);
}
