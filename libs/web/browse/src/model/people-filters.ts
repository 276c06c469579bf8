import type { BrowseProfilesArg, PeopleFilters } from '@ember/api-client';
import { ageFilterOptions } from '@ember/member-rules';
import { browseArgOf } from './filters';

/** Purpose bit flags of spec 3 §3. */
export const purposes = [
  { flag: 1, label: 'friendship' },
  { flag: 2, label: 'romance' },
] as const;

export const sexOptions = [
  { value: 'male', label: 'men' },
  { value: 'female', label: 'women' },
] as const;

/** Sets or clears one purpose flag; the other stays as it was. */
export function withPurpose(purpose: number, flag: number, on: boolean): number {
  return on ? purpose | flag : purpose & ~flag;
}

/** Adds or removes a value from a list, keeping its order. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** An age field's text as the api takes it: a whole number, or NaN so the server names the field. */
export function ageValue(text: string): number {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

export type FiltersForm = Omit<PeopleFilters, 'profileFilters'> & {
  profileFilters: Omit<PeopleFilters['profileFilters'], 'ageMin' | 'ageMax' | 'idealAge'> & {
    ageMin: string;
    ageMax: string;
    idealAge: string;
  };
};

export function formOf(filters: PeopleFilters): FiltersForm {
  const { profileFilters } = filters;
  return {
    profileFilters: {
      ...profileFilters,
      ageMin: String(profileFilters.ageMin),
      ageMax: String(profileFilters.ageMax),
      idealAge: profileFilters.idealAge === null ? '' : String(profileFilters.idealAge),
    },
    eventFilters: filters.eventFilters,
    availability: filters.availability,
  };
}

export function requestOf(form: FiltersForm): PeopleFilters {
  const { profileFilters } = form;
  return {
    profileFilters: {
      sex: profileFilters.sex,
      purpose: profileFilters.purpose,
      ageMin: ageValue(profileFilters.ageMin),
      ageMax: ageValue(profileFilters.ageMax),
      idealAge: profileFilters.idealAge.trim() === '' ? null : ageValue(profileFilters.idealAge),
    },
    eventFilters: form.eventFilters,
    availability: form.availability,
  };
}

/** The browse list's query for the saved filters: the sexes, and the age bands that overlap the ages. */
export function peopleQueryOf(location: string, filters: PeopleFilters): BrowseProfilesArg {
  const { sex, ageMin, ageMax } = filters.profileFilters;
  const bands = ageFilterOptions.filter((band) => band.max >= ageMin && band.min <= ageMax).map((band) => band.id);
  return browseArgOf(location, {
    ages: bands.length === ageFilterOptions.length ? [] : bands,
    sexes: [...sex],
    neighborhoods: [],
    interests: [],
    dailyVideo: false,
  });
}
