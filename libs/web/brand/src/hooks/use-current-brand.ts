import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Brand } from '../model/brands';
import { currentBrand, subscribeToBrand } from '../model/current-brand';

/**
 * The brand a page is rendered for on the server, where one process serves every host name (in the
 * browser the page's own host decides, see currentBrand).
 */
export const RenderedBrandContext = createContext<Brand | null>(null);

/** The current brand, re-rendering when the CMS's record replaces the one shown. */
export function useCurrentBrand(): Brand {
  const rendered = useContext(RenderedBrandContext);
  const shown = useSyncExternalStore(subscribeToBrand, currentBrand, () => rendered ?? currentBrand());
  return rendered ?? shown;
}
