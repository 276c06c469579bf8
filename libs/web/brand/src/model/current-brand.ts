import { type Brand, brandForHost, brands, fromCmsBrand } from './brands';
import { persistedBrands } from './cms-cache';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Brand | null = null;
let watching = false;

function host(): string {
  return globalThis.location?.hostname ?? '';
}

/**
 * The brand of the site this page was loaded from: the CMS's record for this host name when an
 * earlier visit read it, else the built-in one. `refreshBrand` brings the CMS's current record.
 */
export function currentBrand(): Brand {
  current ??= brandForHost(host(), persistedBrands()?.map(fromCmsBrand) ?? brands);
  return current;
}

export function subscribeToBrand(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function show(next: Brand): Brand {
  if (JSON.stringify(next) !== JSON.stringify(currentBrand())) {
    current = next;
    listeners.forEach((listener) => listener());
  }
  return currentBrand();
}

/** Shows the record a page rendered ahead was drawn with, so the browser's first render matches it. */
export function adoptBrand(brand: Brand): void {
  show(brand);
}

/**
 * Reads the brands from the CMS (loading the content client; a held copy is served at once and
 * refreshed behind it) and switches to this host's record when it differs from the one shown. A CMS
 * that cannot be reached leaves the brand as it is.
 */
export async function refreshBrand(): Promise<Brand> {
  const { browserContentClient } = await import('@ember/content');
  const client = browserContentClient();
  const pick = (docs: Parameters<typeof fromCmsBrand>[0][]) => show(brandForHost(host(), docs.map(fromCmsBrand)));
  if (!watching) {
    watching = true;
    // A stale copy was shown first: switch when the refreshed one differs.
    client.subscribe((url) => {
      if (url === client.brandsUrl()) void client.brands().then(pick, () => undefined);
    });
  }
  try {
    return pick(await client.brands());
  } catch {
    return currentBrand();
  }
}
