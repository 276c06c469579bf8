import { InvalidInterestError } from './profile.errors.js';

export const interestTextLength = { min: 20, max: 150 } as const;
export const maxInterestNameLength = 60;
/** The preset catalogue has 20 topics; nobody needs more at once. */
export const maxInterestsPerMember = 20;

/** The spec's texts where it gives them (spec 1 §5), and ours in the same voice where it does not. */
export const interestMessages = {
  nameRequired: 'please give the interest a name',
  nameTooLong: `please keep the interest name to ${maxInterestNameLength} characters or fewer`,
  moreDetailTitle: 'please add more detail',
  lookingForTooShort: 'please write at least 20 characters to help others understand what you are looking for',
  contributeTooShort: 'please write at least 20 characters to help others understand what you can contribute',
  tooLong: 'please keep it to 150 characters or fewer',
} as const;

export interface InterestTexts {
  name: string;
  lookingFor: string;
  contribute: string;
}

export function interestName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new InvalidInterestError('name', interestMessages.nameRequired);
  if (name.length > maxInterestNameLength) throw new InvalidInterestError('name', interestMessages.nameTooLong);
  return name;
}

/**
 * A what-I-look-for or what-I-offer text: trimmed, and either empty (the interest stays incomplete,
 * hidden from others) or 20 to 150 characters.
 */
export function interestText(field: 'lookingFor' | 'contribute', value: unknown): string {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw new InvalidInterestError(field, `${field} must be text.`);
  }
  const text = (value ?? '').trim();
  if (text === '') return '';
  if (text.length < interestTextLength.min) {
    return field === 'lookingFor'
      ? fail(field, interestMessages.lookingForTooShort)
      : fail(field, interestMessages.contributeTooShort);
  }
  if (text.length > interestTextLength.max) return fail(field, interestMessages.tooLong, false);
  return text;
}

function fail(field: string, message: string, withTitle = true): never {
  throw new InvalidInterestError(field, message, withTitle ? interestMessages.moreDetailTitle : undefined);
}
