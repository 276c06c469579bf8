/**
 * Member rules shared by the web and the api: age bands, weekly time slots and their labels,
 * location codes, and the option lists of the member screens. Plain TypeScript, no dependencies.
 */
export {
  type AgeBand,
  type AgeRange,
  type AgeRangeSelection,
  ageBandById,
  ageBandOf,
  ageBands,
  ageFilterExtras,
  bandsBetween,
  defaultBrowseBands,
  defaultMinimumAge,
  emptyAgeRangeSelection,
  maximumMemberAge,
  minimumMemberAge,
  olderAgeRanges,
  pickAgeBand,
  profileCardMaximumAge,
  rangeOfBands,
  selectedBands,
} from './age-bands.js';
export {
  type LabelledSlot,
  type TimeSlot,
  dayNames,
  defaultSlotHour,
  parseDayLabel,
  parseHourLabel,
  slotFromLabels,
  slotLabel,
  weekendSlots,
} from './time-slot.js';
export {
  type LocationOption,
  cityName,
  locationLabel,
  locationOptions,
  otherLocation,
  sameLocation,
  toLongLocation,
  toShortLocation,
  torontoLocation,
} from './location-code.js';
export * from './member-options.js';
export {
  type DiscoverableVideo,
  type Discoverability,
  discoverability,
  discoverabilityRule,
  discoverabilitySlotsFilled,
} from './discoverability.js';
export { codeLength, isCompleteCode, isValidEmail, loginPathFrom, sanitiseCode, signInMessages } from './sign-in.js';
export { countingPickLevel, initialPickLevel, pickLevels } from './pick-levels.js';
export {
  ageFilterOptions,
  ageRangesOf,
  browsePageSize,
  browseParams,
  defaultAgeFilter,
  listParam,
} from './browse-filters.js';
