import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type BrowseFilters, addressWith, filtersFromAddress } from '../model/filters';

/** The filters kept in the address: read from it, and written back to it on every change. */
export function useBrowseFilters(ownAge: number | null | undefined): [BrowseFilters, (next: BrowseFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromAddress(search, ownAge), [search, ownAge]);
  const setFilters = useCallback(
    (next: BrowseFilters) => setSearch((current) => addressWith(current, next, ownAge), { replace: true }),
    [setSearch, ownAge],
  );
  return [filters, setFilters];
}
