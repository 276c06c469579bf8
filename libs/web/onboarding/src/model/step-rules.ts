import { torontoLocation } from '@ember/member-rules';
import type { OnboardingData, SelectedInterest } from './onboarding-data';
import type { StepId, WizardVariant } from './steps';

/** Spec 1 §5: the age field takes 20-99 and clamps anything above 99. */
export const ageInput = { min: 20, max: 99 } as const;
/** …while the step accepts 20 to 100 inclusive. */
export const validAge = { min: 20, max: 100 } as const;

/** What the age field keeps of what was typed: digits only, at most 99. */
export function clampAgeInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 3);
  if (digits === '') return '';
  return Number(digits) > ageInput.max ? String(ageInput.max) : String(Number(digits));
}

export function isValidAge(age: string): boolean {
  if (!/^\d+$/.test(age.trim())) return false;
  const value = Number(age);
  return value >= validAge.min && value <= validAge.max;
}

/** Spec 1 §4: the age travels as an integer. */
export function ageAsInteger(age: string): number {
  return Math.trunc(Number(age));
}

export function isValidName(name: string): boolean {
  return name.trim() !== '';
}

export interface StepContext {
  variant: WizardVariant;
  interests: readonly SelectedInterest[];
}

/** Whether Next is enabled on a step (spec 1 §2.3 and §5). */
export function canContinue(step: StepId, data: OnboardingData, { variant, interests }: StepContext): boolean {
  switch (step) {
    case 'location':
      if (variant === 'toronto-only') return data.location === torontoLocation;
      if (data.location === 'other') return data.newLocation.trim() !== '';
      return data.location !== null;
    case 'activities':
      return variant === 'toronto-only'
        ? data.activityPreferences.includes('topic-conversations')
        : data.activityPreferences.length > 0;
    case 'interests':
      return interests.length > 0;
    case 'name':
      return isValidName(data.firstName);
    case 'age':
      return isValidAge(data.age);
    case 'sex':
      return data.sex !== null;
    case 'photo':
      return true;
    case 'neighborhoods':
      return data.neighborhoods.length > 0;
    case 'hosting':
      return data.canHost !== null && (data.canHost === 'no' || data.hostingDetails.hasVenue !== null);
    case 'scheduling':
      return data.selectedSlots.length > 0;
    case 'register':
      return true;
  }
}
