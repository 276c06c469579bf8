import { newId } from '@ember/kernel';
import {
  type BudgetRange,
  budgetRanges,
  experienceActivities,
  poetryNightLocation,
  toShortLocation,
  yesNo,
  type YesNo,
} from '@ember/member-rules';
import { InvalidRegistrationError } from './profile.errors.js';

export const poetryNight = 'poetry-night';
/** The five-step registration of the member area (spec 3 §2.10) when no experience is named. */
export const defaultExperience = 'experience';

/** The alerts of spec 3 §5 and §8, word for word where it gives them. */
export const registrationMessages = {
  availability: 'Please select at least one availability option. More options mean a higher chance of snagging a spot.',
  acknowledgement: 'Make sure you understand that the spot is not guaranteed (check the box)',
  videoAgreement: 'Uploading videos is mandatory to be discoverable.',
  depositAgreement: 'Please tell us whether you agree to the $10 deposit.',
  budget: 'Please choose your ideal and maximum budget.',
  budgetOrder: 'Your maximum budget cannot be below your ideal budget.',
  activities: `activities may only hold: ${experienceActivities.join(', ')}.`,
  experience: 'experience must be an experience id such as poetry-night.',
} as const;

export interface RawExperienceRegistration {
  experience?: unknown;
  availability?: unknown;
  availabilityExplained?: unknown;
  activities?: unknown;
  budget?: unknown;
  videoAgreement?: unknown;
  depositAgreement?: unknown;
  acknowledged?: unknown;
  inviteCode?: unknown;
  location?: unknown;
}

export interface RegistrationAnswers {
  experience: string;
  availability: string[];
  availabilityExplained: string | null;
  activities: string[] | null;
  idealBudget: BudgetRange | null;
  maxBudget: BudgetRange | null;
  videoAgreement: YesNo | null;
  depositAgreement: YesNo | null;
  acknowledged: boolean;
  location: string | null;
}

const maxDates = 60;
const maxExplanation = 500;

/** A member's registration for an experience; registering again replaces the answers. */
export class ExperienceRegistration implements RegistrationAnswers {
  id!: string;
  userId!: string;
  experience!: string;
  availability!: string[];
  availabilityExplained: string | null = null;
  activities: string[] | null = null;
  idealBudget: BudgetRange | null = null;
  maxBudget: BudgetRange | null = null;
  videoAgreement: YesNo | null = null;
  depositAgreement: YesNo | null = null;
  acknowledged = false;
  location: string | null = null;
  createdAt!: Date;
  updatedAt!: Date;

  static register(userId: string, answers: RegistrationAnswers, now: Date): ExperienceRegistration {
    const registration = new ExperienceRegistration();
    registration.id = newId();
    registration.userId = userId;
    registration.createdAt = now;
    registration.revise(answers, now);
    return registration;
  }

  revise(answers: RegistrationAnswers, now: Date): void {
    Object.assign(this, answers);
    this.updatedAt = now;
  }
}

/**
 * Validates a registration. The poetry night needs dates and the acknowledgement; other
 * experiences need dates, a budget, the video agreement ('yes') and an answer about the deposit.
 */
export function parseExperienceRegistration(raw: RawExperienceRegistration): RegistrationAnswers {
  const experience = experienceOf(raw.experience);
  const availability = datesOf(raw.availability);
  const availabilityExplained = textOf(raw.availabilityExplained);
  const location = typeof raw.location === 'string' && raw.location.trim() ? toShortLocation(raw.location) : null;
  if (location && location.length > 120) throw new InvalidRegistrationError('location', 'Please choose a location.');

  if (experience === poetryNight) {
    if (raw.acknowledged !== true)
      throw new InvalidRegistrationError('acknowledged', registrationMessages.acknowledgement);
    return {
      experience,
      availability,
      availabilityExplained,
      activities: null,
      idealBudget: null,
      maxBudget: null,
      videoAgreement: null,
      depositAgreement: null,
      acknowledged: true,
      location: location ?? poetryNightLocation,
    };
  }

  const { ideal, max } = budgetOf(raw.budget);
  if (raw.videoAgreement !== 'yes')
    throw new InvalidRegistrationError('videoAgreement', registrationMessages.videoAgreement);
  if (!(yesNo as readonly unknown[]).includes(raw.depositAgreement)) {
    throw new InvalidRegistrationError('depositAgreement', registrationMessages.depositAgreement);
  }
  return {
    experience,
    availability,
    availabilityExplained,
    activities: activitiesOf(raw.activities),
    idealBudget: ideal,
    maxBudget: max,
    videoAgreement: 'yes',
    depositAgreement: raw.depositAgreement as YesNo,
    acknowledged: raw.acknowledged === true,
    location,
  };
}

function experienceOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return defaultExperience;
  if (typeof value !== 'string' || !/^[a-z0-9][a-z0-9-]{0,59}$/.test(value)) {
    throw new InvalidRegistrationError('experience', registrationMessages.experience);
  }
  return value;
}

function datesOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new InvalidRegistrationError('availability', registrationMessages.availability);
  }
  if (value.length > maxDates || !value.every((date) => typeof date === 'string' && isCalendarDate(date))) {
    throw new InvalidRegistrationError('availability', 'Each availability is a date written YYYY-MM-DD.');
  }
  return [...new Set(value as string[])].sort();
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > maxExplanation * 2) {
    throw new InvalidRegistrationError('availabilityExplained', `Please keep it to ${maxExplanation} characters.`);
  }
  const text = value.trim();
  if (text.length > maxExplanation) {
    throw new InvalidRegistrationError('availabilityExplained', `Please keep it to ${maxExplanation} characters.`);
  }
  return text || null;
}

function activitiesOf(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (
    !Array.isArray(value) ||
    value.length > experienceActivities.length * 2 ||
    !value.every((item) => (experienceActivities as readonly unknown[]).includes(item))
  ) {
    throw new InvalidRegistrationError('activities', registrationMessages.activities);
  }
  return value.length === 0 ? null : [...new Set(value as string[])];
}

function budgetOf(value: unknown): { ideal: BudgetRange; max: BudgetRange } {
  const { ideal, max } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const idealIndex = budgetRanges.indexOf(ideal as BudgetRange);
  const maxIndex = budgetRanges.indexOf(max as BudgetRange);
  if (idealIndex < 0 || maxIndex < 0) throw new InvalidRegistrationError('budget', registrationMessages.budget);
  if (maxIndex < idealIndex) throw new InvalidRegistrationError('budget', registrationMessages.budgetOrder);
  return { ideal: budgetRanges[idealIndex]!, max: budgetRanges[maxIndex]! };
}
