import type { ProgramConfiguration } from '@ember/api-client';

export type StepId =
  | 'location'
  | 'activities'
  | 'interests'
  | 'name'
  | 'age'
  | 'sex'
  | 'photo'
  | 'neighborhoods'
  | 'hosting'
  | 'scheduling'
  | 'register';

/** Spec 1 §2.3: the steps without a program, and when the program cannot be loaded. */
export const defaultSteps: readonly StepId[] = ['location', 'interests', 'name', 'age', 'sex', 'photo', 'register'];

/** The Toronto-only interest flow (spec 1 §2.3, spec 3 §2.12): location and activity preferences first. */
export const torontoOnlySteps: readonly StepId[] = [
  'location',
  'activities',
  'interests',
  'name',
  'age',
  'sex',
  'photo',
  'register',
];

export type WizardVariant = 'default' | 'toronto-only';

export interface StepListInput {
  /** The program's flags; null without a program, or when it could not be loaded. */
  configuration: ProgramConfiguration | null;
  variant?: WizardVariant;
  /** /complete-profile: the account exists, so there is nothing to register. */
  withoutRegister?: boolean;
  /**
   * A member with a profile joining another program: name, age, sex and photo are registered and
   * locked, so the wizard does not ask them again.
   */
  hasProfile?: boolean;
}

/** What a profile keeps from its first registration (the server ignores new answers to them). */
export const lockedSteps: readonly StepId[] = ['name', 'age', 'sex', 'photo'];

/**
 * The wizard's steps. With a program: interests if it requires them; name, age, sex and photo
 * (unless the member has a profile already); neighbourhoods, hosting and scheduling as its flags
 * say; register always last.
 */
export function stepsFor({
  configuration,
  variant = 'default',
  withoutRegister = false,
  hasProfile = false,
}: StepListInput): StepId[] {
  let steps: StepId[];
  if (configuration) {
    steps = [
      ...(configuration.requiresInterests ? (['interests'] as const) : []),
      'name',
      'age',
      'sex',
      'photo',
      ...(configuration.requiresNeighborhood ? (['neighborhoods'] as const) : []),
      ...(configuration.allowsHosting ? (['hosting'] as const) : []),
      ...(configuration.requiresTimeSlots ? (['scheduling'] as const) : []),
      'register',
    ];
  } else {
    steps = [...(variant === 'toronto-only' ? torontoOnlySteps : defaultSteps)];
  }
  if (hasProfile) steps = steps.filter((step) => !lockedSteps.includes(step));
  return withoutRegister ? steps.filter((step) => step !== 'register') : steps;
}

/** Spec 1 §2.3: a kept step index outside the list starts the wizard over. */
export function validStepIndex(index: number, stepCount: number): number {
  return Number.isInteger(index) && index >= 0 && index < stepCount ? index : 0;
}
