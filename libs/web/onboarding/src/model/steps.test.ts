import { describe, expect, it } from 'vitest';
import { canContinue, clampAgeInput, isValidAge } from './step-rules';
import { emptyOnboardingData } from './onboarding-data';
import { defaultSteps, stepsFor, validStepIndex } from './steps';

const flags = (overrides: Partial<Record<string, boolean>> = {}) => ({
  requiresInterests: false,
  requiresNeighborhood: false,
  allowsHosting: false,
  requiresTimeSlots: false,
  ...overrides,
});

describe('the step list (spec 1 §2.3)', () => {
  it('without a program, or when it cannot be loaded: location, interests, name, age, sex, photo, register', () => {
    expect(stepsFor({ configuration: null })).toEqual([
      'location',
      'interests',
      'name',
      'age',
      'sex',
      'photo',
      'register',
    ]);
    expect(defaultSteps).toHaveLength(7);
  });

  it('skips the locked questions for a member who has a profile: pottery asks only its own', () => {
    const pottery = flags({ requiresNeighborhood: true, requiresTimeSlots: true });
    expect(stepsFor({ configuration: pottery, hasProfile: true })).toEqual(['neighborhoods', 'scheduling', 'register']);
    expect(stepsFor({ configuration: pottery })).toEqual([
      'name',
      'age',
      'sex',
      'photo',
      'neighborhoods',
      'scheduling',
      'register',
    ]);
  });

  it('with a program: name, age, sex and photo always, the rest by flag, register last', () => {
    expect(stepsFor({ configuration: flags() })).toEqual(['name', 'age', 'sex', 'photo', 'register']);
    expect(
      stepsFor({
        configuration: flags({
          requiresInterests: true,
          requiresNeighborhood: true,
          allowsHosting: true,
          requiresTimeSlots: true,
        }),
      }),
    ).toEqual(['interests', 'name', 'age', 'sex', 'photo', 'neighborhoods', 'hosting', 'scheduling', 'register']);
    // prog-coffee's flags.
    expect(
      stepsFor({
        configuration: flags({ requiresInterests: true, requiresNeighborhood: true, requiresTimeSlots: true }),
      }),
    ).toEqual(['interests', 'name', 'age', 'sex', 'photo', 'neighborhoods', 'scheduling', 'register']);
  });

  it('runs the Toronto-only flow with activity preferences, and /complete-profile without register', () => {
    expect(stepsFor({ configuration: null, variant: 'toronto-only' }).slice(0, 3)).toEqual([
      'location',
      'activities',
      'interests',
    ]);
    expect(stepsFor({ configuration: null, withoutRegister: true }).at(-1)).toBe('photo');
  });

  it('starts over when the kept index is out of range', () => {
    expect(validStepIndex(3, 7)).toBe(3);
    expect(validStepIndex(7, 7)).toBe(0);
    expect(validStepIndex(-1, 7)).toBe(0);
    expect(validStepIndex(1.5, 7)).toBe(0);
  });
});

describe('step rules (spec 1 §5)', () => {
  it('clamps the age field above 99 and keeps digits only', () => {
    expect(clampAgeInput('150')).toBe('99');
    expect(clampAgeInput('100')).toBe('99');
    expect(clampAgeInput('3a1')).toBe('31');
    expect(clampAgeInput('')).toBe('');
    expect(clampAgeInput('007')).toBe('7');
  });

  it('accepts ages 20 to 100 inclusive', () => {
    expect(isValidAge('19')).toBe(false);
    expect(isValidAge('20')).toBe(true);
    expect(isValidAge('100')).toBe(true);
    expect(isValidAge('101')).toBe(false);
    expect(isValidAge('')).toBe(false);
    expect(isValidAge('25.5')).toBe(false);
  });

  const context = { variant: 'default' as const, interests: [] };

  it('needs a trimmed name, a sex, one neighbourhood, one slot, an interest', () => {
    expect(canContinue('name', { ...emptyOnboardingData, firstName: '   ' }, context)).toBe(false);
    expect(canContinue('name', { ...emptyOnboardingData, firstName: ' Ada ' }, context)).toBe(true);
    expect(canContinue('sex', emptyOnboardingData, context)).toBe(false);
    expect(canContinue('neighborhoods', emptyOnboardingData, context)).toBe(false);
    expect(canContinue('scheduling', emptyOnboardingData, context)).toBe(false);
    expect(canContinue('interests', emptyOnboardingData, context)).toBe(false);
    expect(canContinue('photo', emptyOnboardingData, context)).toBe(true);
  });

  it('needs a city for Other, and Toronto itself in the Toronto-only flow', () => {
    const other = { ...emptyOnboardingData, location: 'other' };
    expect(canContinue('location', other, context)).toBe(false);
    expect(canContinue('location', { ...other, newLocation: 'M5V 2T6' }, context)).toBe(true);
    const toronto = { variant: 'toronto-only' as const, interests: [] };
    expect(canContinue('location', { ...emptyOnboardingData, location: 'CA:BC:Vancouver' }, toronto)).toBe(false);
    expect(canContinue('location', { ...emptyOnboardingData, location: 'CA:ON:Toronto' }, toronto)).toBe(true);
    expect(canContinue('activities', { ...emptyOnboardingData, activityPreferences: ['nightlife'] }, toronto)).toBe(
      false,
    );
    expect(canContinue('activities', { ...emptyOnboardingData, activityPreferences: ['nightlife'] }, context)).toBe(
      true,
    );
    expect(canContinue('activities', emptyOnboardingData, toronto)).toBe(true);
  });

  it('needs a hosting answer, and the venue question when hosting', () => {
    expect(canContinue('hosting', emptyOnboardingData, context)).toBe(false);
    expect(canContinue('hosting', { ...emptyOnboardingData, canHost: 'no' }, context)).toBe(true);
    expect(canContinue('hosting', { ...emptyOnboardingData, canHost: 'yes' }, context)).toBe(false);
    expect(
      canContinue(
        'hosting',
        { ...emptyOnboardingData, canHost: 'yes', hostingDetails: { hasVenue: false, venueName: '' } },
        context,
      ),
    ).toBe(true);
  });
});
