import { earliestEventDate, isCalendarDate } from './calendar-date.js';
import { formatCategories } from './categories.js';
import { cityBySlug, cities, neighbourhoodOf } from './cities.js';
import type { FormatDraftInput } from './format-draft.js';
import {
  confirmationPeriodDays,
  groupCounts,
  interestCollectionDays,
  maxParticipants,
  minParticipants,
  possibleDateCount,
  selectionWindowDays,
  textLimits,
  titleLength,
} from './limits.js';
import { ticketPriceProblem } from './money.js';
import {
  balancePreferences,
  cancellationPolicies,
  dietaryOptions,
  dropoutStrategies,
  lowInterestStrategies,
  matchingFailureStrategies,
  noGroupStrategies,
  refundPolicies,
} from './policies.js';
import { isTimeChoice } from './time-choices.js';

/** One thing wrong with one field; `field` is a dotted path ('capacity.minParticipants', 'possibleDates.0.date'). */
export interface FormatProblem {
  field: string;
  message: string;
}

export interface ValidationOptions {
  /**
   * 'draft' checks only what is there, so a half-filled draft saves; 'publish' also requires
   * everything a live format needs (spec 3 §5).
   */
  mode: 'draft' | 'publish';
  /** Today in the format's city ('2025-03-01'); with it, dates before the earliest allowed are refused. */
  today?: string;
}

export const formatMessages = {
  title: `Please give your format a title of ${titleLength.min} to ${titleLength.max} characters.`,
  tooLong: (limit: number) => `This text has at most ${limit} characters.`,
  category: 'Please choose one of the categories.',
  interestCollection: `Interest collection runs ${interestCollectionDays.min} to ${interestCollectionDays.max} days.`,
  selectionWindow: `The selection window is ${selectionWindowDays.min} to ${selectionWindowDays.max} days.`,
  confirmationPeriod: `The confirmation period is ${confirmationPeriodDays.min} to ${confirmationPeriodDays.max} days.`,
  dateRequired: 'Please choose at least one date.',
  tooManyDates: `Please choose at most ${possibleDateCount.max} dates.`,
  date: 'Please choose a date from the calendar.',
  repeatedDate: 'Each date can be chosen once.',
  earliestDate: (earliest: string) => `The earliest possible date is ${longDate(earliest)}.`,
  time: 'Please choose one of the offered times.',
  maxGroups: `Choose one group, or several (2 to ${groupCounts.unlimited}, ${groupCounts.unlimited} meaning unlimited).`,
  balance: 'Please choose no preference, gender balance or custom.',
  option: 'Please choose one of the offered options.',
  yesNo: 'Please answer yes or no.',
  minParticipants: `The minimum is ${minParticipants.min} to ${minParticipants.max} participants.`,
  maxParticipants: `The maximum is ${maxParticipants.min} to ${maxParticipants.max} participants.`,
  minAboveMax: 'The minimum cannot be more than the maximum.',
  optimal: 'The optimal group size lies between the minimum and the maximum.',
  refundPolicy: 'Please choose one of the refund policies.',
  cancellationPolicy: 'Please choose flexible, moderate or strict.',
  email: 'Please enter a valid email address.',
  cityRequired: 'Please choose a city.',
  city: `Please choose ${cities
    .map((city) => city.label)
    .join(', ')
    .replace(/, ([^,]+)$/, ' or $1')}.`,
  neighborhoodRequired: 'Please choose a neighbourhood.',
  neighborhood: (city: string) => `Please choose a neighbourhood of ${city}.`,
  cityFirst: 'Please choose a city first.',
  dietary: 'Please choose from vegetarian, vegan, gluten-free and allergies, each once.',
  eventDescription: 'Please describe the event.',
} as const;

function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

// Addresses as identity accepts them: non-space text, an at sign, text, a dot, text.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isHostEmail(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length <= 254 && emailShape.test(value.trim());
}

const isIntegerIn = (value: unknown, range: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;

const oneOf = (value: unknown, options: readonly string[]) => typeof value === 'string' && options.includes(value);

/**
 * Every problem of a draft, field by field: the rules of spec 3 §5 and §9. The server runs it on
 * every save (mode 'draft') and before publishing (mode 'publish'); the wizard runs it per step.
 */
export function validateFormat(draft: FormatDraftInput, options: ValidationOptions): FormatProblem[] {
  const problems: FormatProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const publishing = options.mode === 'publish';
  const present = (value: unknown) => value !== undefined && value !== null && value !== '';
  const text = (field: string, value: unknown, limit: number) => {
    if (value === undefined) return;
    if (typeof value !== 'string' || value.length > limit) add(field, formatMessages.tooLong(limit));
  };
  const integer = (field: string, value: unknown, range: { min: number; max: number }, message: string) => {
    if ((publishing || value !== undefined) && !isIntegerIn(value, range)) add(field, message);
  };
  const choice = (field: string, value: unknown, choices: readonly string[], message: string) => {
    if ((publishing || value !== undefined) && !oneOf(value, choices)) add(field, message);
  };
  const flag = (field: string, value: unknown) => {
    if (value !== undefined && typeof value !== 'boolean') add(field, formatMessages.yesNo);
  };

  // Concept.
  const title = typeof draft.format === 'string' ? draft.format.trim() : draft.format;
  if (publishing || present(title)) {
    if (typeof title !== 'string' || title.length < titleLength.min || title.length > titleLength.max)
      add('format', formatMessages.title);
  }
  text('description', draft.description, textLimits.description);
  if (present(draft.category) && !oneOf(draft.category, formatCategories)) add('category', formatMessages.category);

  // Timeline.
  const timeline = draft.timeline ?? {};
  integer(
    'timeline.interestCollection',
    timeline.interestCollection,
    interestCollectionDays,
    formatMessages.interestCollection,
  );
  integer('timeline.selectionWindow', timeline.selectionWindow, selectionWindowDays, formatMessages.selectionWindow);
  integer(
    'timeline.confirmationPeriod',
    timeline.confirmationPeriod,
    confirmationPeriodDays,
    formatMessages.confirmationPeriod,
  );

  // Dates and times.
  const dates = draft.possibleDates ?? [];
  if (publishing && dates.length < possibleDateCount.min) add('possibleDates', formatMessages.dateRequired);
  if (dates.length > possibleDateCount.max) add('possibleDates', formatMessages.tooManyDates);
  const earliest =
    publishing &&
    options.today !== undefined &&
    isIntegerIn(timeline.interestCollection, interestCollectionDays) &&
    isIntegerIn(timeline.selectionWindow, selectionWindowDays)
      ? earliestEventDate(options.today, timeline.interestCollection as number, timeline.selectionWindow as number)
      : null;
  const seen = new Set<string>();
  dates.slice(0, possibleDateCount.max).forEach((possible, index) => {
    const date: unknown = possible?.date;
    if (!isCalendarDate(date)) add(`possibleDates.${index}.date`, formatMessages.date);
    else if (seen.has(date)) add(`possibleDates.${index}.date`, formatMessages.repeatedDate);
    else if (earliest !== null && date < earliest)
      add(`possibleDates.${index}.date`, formatMessages.earliestDate(earliest));
    if (isCalendarDate(date)) seen.add(date);
    if (!isTimeChoice(possible?.time)) add(`possibleDates.${index}.time`, formatMessages.time);
  });

  // Group rules.
  const rules = draft.groupRules ?? {};
  integer('groupRules.maxGroups', rules.maxGroups, { min: 1, max: groupCounts.unlimited }, formatMessages.maxGroups);
  if (
    typeof rules.multipleGroups === 'boolean' &&
    typeof rules.maxGroups === 'number' &&
    rules.multipleGroups !== rules.maxGroups > 1
  ) {
    add('groupRules.maxGroups', formatMessages.maxGroups);
  }
  flag('groupRules.multipleGroups', rules.multipleGroups);
  flag('groupRules.hostApproval', rules.hostApproval);
  flag('groupRules.sameAttendeesMultipleGroups', rules.sameAttendeesMultipleGroups);
  choice('groupRules.balancePreference', rules.balancePreference, balancePreferences, formatMessages.balance);
  choice(
    'groupRules.matchingFailureStrategy',
    rules.matchingFailureStrategy,
    matchingFailureStrategies,
    formatMessages.option,
  );
  choice('groupRules.noGroupStrategy', rules.noGroupStrategy, noGroupStrategies, formatMessages.option);
  choice('groupRules.lowInterestStrategy', rules.lowInterestStrategy, lowInterestStrategies, formatMessages.option);
  choice('groupRules.dropoutStrategy', rules.dropoutStrategy, dropoutStrategies, formatMessages.option);

  // Capacity.
  const capacity = draft.capacity ?? {};
  const before = problems.length;
  integer('capacity.minParticipants', capacity.minParticipants, minParticipants, formatMessages.minParticipants);
  integer('capacity.maxParticipants', capacity.maxParticipants, maxParticipants, formatMessages.maxParticipants);
  const { minParticipants: low, maxParticipants: high, optimalParticipants: optimal } = capacity;
  // The sliders overlap only at 8, but a client may send anything: the order is a rule of its own.
  if (typeof low === 'number' && typeof high === 'number' && low > high)
    add('capacity.maxParticipants', formatMessages.minAboveMax);
  else if (problems.length === before && typeof low === 'number' && typeof high === 'number') {
    if ((publishing || optimal !== undefined) && !isIntegerIn(optimal, { min: low, max: high }))
      add('capacity.optimalParticipants', formatMessages.optimal);
  }

  // Pricing.
  const pricing = draft.pricing ?? {};
  if (publishing || pricing.ticketPrice !== undefined) {
    const problem = ticketPriceProblem(pricing.ticketPrice as number);
    if (problem) add('pricing.ticketPrice', problem);
  }
  choice('pricing.refundPolicy', pricing.refundPolicy, refundPolicies, formatMessages.refundPolicy);
  choice(
    'pricing.cancellationPolicy',
    pricing.cancellationPolicy,
    cancellationPolicies,
    formatMessages.cancellationPolicy,
  );

  // Host.
  const email = draft.hostInfo?.email;
  if ((publishing || present(email)) && !isHostEmail(email)) add('hostInfo.email', formatMessages.email);
  text('hostInfo.firstName', draft.hostInfo?.firstName, textLimits.hostFirstName);
  flag('hostInfo.isNewHost', draft.hostInfo?.isNewHost);

  // Location.
  const location = draft.location ?? {};
  const city = present(location.city) ? cityBySlug(String(location.city)) : undefined;
  if (!present(location.city)) {
    if (publishing) add('location.city', formatMessages.cityRequired);
  } else if (!city) add('location.city', formatMessages.city);
  if (!present(location.neighborhood)) {
    if (publishing) add('location.neighborhood', formatMessages.neighborhoodRequired);
  } else if (!present(location.city)) add('location.neighborhood', formatMessages.cityFirst);
  else if (city && !neighbourhoodOf(city.slug, String(location.neighborhood)))
    add('location.neighborhood', formatMessages.neighborhood(city.label));
  text('location.venueDetails', location.venueDetails, textLimits.venueDetails);
  flag('location.isOnline', location.isOnline);

  // Event details.
  const details = draft.eventDetails ?? {};
  text('eventDetails.description', details.description, textLimits.description);
  for (const key of ['foodDetails', 'drinkDetails', 'materialsDetails'] as const)
    text(`eventDetails.${key}`, details[key], textLimits.details);
  text('eventDetails.whatToBring', details.whatToBring, textLimits.whatToBring);
  for (const key of ['includesFood', 'includesDrinks', 'includesMaterials'] as const)
    flag(`eventDetails.${key}`, details[key]);
  const diets = details.dietaryOptions;
  if (
    diets !== undefined &&
    (!Array.isArray(diets) ||
      new Set(diets).size !== diets.length ||
      diets.some((option) => !oneOf(option, dietaryOptions)))
  ) {
    add('eventDetails.dietaryOptions', formatMessages.dietary);
  }

  return problems;
}
