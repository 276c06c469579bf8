import { type BrowseProfilesArg } from '@ember/api-client';
import {
  ageFilterOptions,
  browsePageSize,
  browseParams,
  defaultAgeFilter,
  listParam,
  neighborhoodLabel,
  neighborhoods,
  sexes,
} from '@ember/member-rules';

/** The browse screen's filters; an empty list lets everyone through. */
export interface BrowseFilters {
  ages: string[];
  sexes: string[];
  neighborhoods: string[];
  /** Interest categories: the catalogue's topics. */
  interests: string[];
  /** Only members who answered a daily prompt, beyond the two videos everyone listed has. */
  dailyVideo: boolean;
}

export const sexFilterOptions = sexes.map((sex) => ({ id: sex, label: sex }));
export const neighborhoodFilterOptions = neighborhoods.map((hood) => ({ id: hood, label: neighborhoodLabel(hood) }));

const known = (ids: readonly string[], options: readonly { id: string }[]) =>
  ids.filter((id) => options.some((option) => option.id === id));

/**
 * The filters as the address holds them (`?age=early-30s,mid-30s&sex=female`), so a reload or a
 * shared link shows the same list. No `age` means the own bucket and its neighbours (spec 1 §9);
 * an empty `age=` means every age. Unknown choices are dropped rather than sent.
 */
export function filtersFromAddress(search: URLSearchParams, ownAge: number | null | undefined): BrowseFilters {
  const age = search.get(browseParams.age);
  return {
    ages: age === null ? defaultAgeFilter(ownAge) : known(listParam(age), ageFilterOptions),
    sexes: known(listParam(search.get(browseParams.sex)), sexFilterOptions),
    neighborhoods: known(listParam(search.get(browseParams.neighborhood)), neighborhoodFilterOptions),
    interests: listParam(search.get(browseParams.interest)),
    dailyVideo: search.get(browseParams.dailyVideo) === 'true',
  };
}

/** The address for these filters, keeping whatever else it holds; the default ages are left out. */
export function addressWith(
  search: URLSearchParams,
  filters: BrowseFilters,
  ownAge: number | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const put = (name: string, values: readonly string[]) => {
    if (values.length > 0) next.set(name, values.join(','));
    else next.delete(name);
  };
  const defaults = defaultAgeFilter(ownAge);
  const sameAsDefault = filters.ages.length === defaults.length && filters.ages.every((id) => defaults.includes(id));
  if (sameAsDefault) next.delete(browseParams.age);
  else next.set(browseParams.age, filters.ages.join(','));
  put(browseParams.sex, filters.sexes);
  put(browseParams.neighborhood, filters.neighborhoods);
  put(browseParams.interest, filters.interests);
  if (filters.dailyVideo) next.set(browseParams.dailyVideo, 'true');
  else next.delete(browseParams.dailyVideo);
  return next;
}

/** The list's request: the place and the filters, in the api's comma-separated form. */
export function browseArgOf(location: string, filters: BrowseFilters): BrowseProfilesArg {
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);
  return {
    location,
    limit: browsePageSize.default,
    age: list(filters.ages),
    sex: list(filters.sexes),
    neighborhood: list(filters.neighborhoods),
    interest: list(filters.interests),
    dailyVideo: filters.dailyVideo ? 'true' : undefined,
  };
}

export { ageFilterOptions, defaultAgeFilter };
