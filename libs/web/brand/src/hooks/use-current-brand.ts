import { useSyncExternalStore } from 'react';
import type { Brand } from '../model/brands';
import { currentBrand, subscribeToBrand } from '../model/current-brand';

/** The current brand, re-rendering when the CMS's record replaces the one shown. */
export function useCurrentBrand(): Brand {
  return useSyncExternalStore(subscribeToBrand, currentBrand, currentBrand);
}
