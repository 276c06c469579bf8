import { ageRangesOf, listParam, neighborhoods, sexes, type Sex } from '@ember/member-rules';
import { presetInterests } from './interest-catalogue.js';
import { InvalidBrowseFilterError } from './profile.errors.js';

/** The browse screen's filters as the page query applies them; an empty list lets everyone through. */
export interface BrowseFilters {
  ageRanges: { min: number; max: number }[];
  sexes: Sex[];
  /** A member who goes 'anywhere' matches every neighbourhood. */
  neighborhoods: string[];
  /** Catalogue topics (the interest categories), lower case; a complete interest of that name matches. */
  interests: string[];
  /** Only members who answered a daily prompt: a video beyond the fun and useful ones everyone shows. */
  dailyVideo: boolean;
}

/** The filters as they travel in the query string: comma-separated lists, `dailyVideo=true`. */
export interface RawBrowseFilters {
  age?: string | null;
  sex?: string | null;
  neighborhood?: string | null;
  interest?: string | null;
  dailyVideo?: string | null;
}

const maxChoices = 20;
const topics = new Map(presetInterests.map((topic) => [topic.name.toLowerCase(), topic.name]));

function listOf(field: string, value: string | null | undefined): string[] {
  const items = listParam(value);
  if (items.length > maxChoices)
    throw new InvalidBrowseFilterError(field, `Choose at most ${maxChoices} ${field} filters.`);
  return [...new Set(items)];
}

/** Reads the query's filters; an unknown choice is a 400 naming the filter, never an empty page. */
export function browseFiltersOf(raw: RawBrowseFilters): BrowseFilters {
  const ageRanges = ageRangesOf(listOf('age', raw.age));
  if (!ageRanges) throw new InvalidBrowseFilterError('age', 'Please choose ages from the list.');

  const chosenSexes = listOf('sex', raw.sex);
  if (!chosenSexes.every((sex) => (sexes as readonly string[]).includes(sex))) {
    throw new InvalidBrowseFilterError('sex', 'Please choose male or female.');
  }

  const hoods = listOf('neighborhood', raw.neighborhood).map((hood) => hood.toLowerCase());
  if (!hoods.every((hood) => (neighborhoods as readonly string[]).includes(hood))) {
    throw new InvalidBrowseFilterError('neighborhood', 'Please choose neighbourhoods from the list.');
  }

  const interests = listOf('interest', raw.interest).map((name) => name.toLowerCase());
  if (!interests.every((name) => topics.has(name))) {
    throw new InvalidBrowseFilterError('interest', 'Please choose interests from the list.');
  }

  const daily = raw.dailyVideo?.trim().toLowerCase();
  if (daily && daily !== 'true' && daily !== 'false') {
    throw new InvalidBrowseFilterError('dailyVideo', 'dailyVideo must be true or false.');
  }

  return {
    ageRanges,
    sexes: chosenSexes as Sex[],
    neighborhoods: hoods,
    interests,
    dailyVideo: daily === 'true',
  };
}
