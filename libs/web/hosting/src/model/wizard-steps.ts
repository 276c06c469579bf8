import { type WizardStep, extraWizardSteps, wizardSteps } from '@ember/hosting-rules';

export function isWizardStep(value: unknown): value is WizardStep {
  return (
    typeof value === 'string' &&
    ((wizardSteps as readonly string[]).includes(value) || (extraWizardSteps as readonly string[]).includes(value))
  );
}

const sequence: readonly WizardStep[] = wizardSteps;

/** Each intro step's "learn more" screen (spec 3 §2.1's education screens, outside the sequence). */
export const educationOf: Partial<Record<WizardStep, WizardStep>> = {
  'concept-intro': 'concept-education',
  'timeline-intro': 'timeline-education',
  'group-intro': 'group-education',
  'logistics-intro': 'logistics-education',
  'final-details-intro': 'final-details-education',
};

/** The position of a step among the twelve (1-12), or null for a step outside the sequence. */
export function stepNumber(step: WizardStep): number | null {
  const index = sequence.indexOf(step);
  return index < 0 ? null : index + 1;
}

export interface StepPlace {
  step: WizardStep;
  returnTo: WizardStep | null;
}

/**
 * Where next leads from `place`. A step opened out of order goes back where it was opened from
 * (the final-details intro on to the event details first); a signed-in host passes over the
 * account prompt.
 */
export function stepAfter({ step, returnTo }: StepPlace, { skipAccount }: { skipAccount: boolean }): StepPlace {
  if (step === 'final-details-intro') return { step: 'event-details', returnTo: returnTo ?? 'preview' };
  if (returnTo) return { step: returnTo, returnTo: null };
  const index = sequence.indexOf(step);
  if (index < 0) return { step: 'preview', returnTo: null };
  const next = sequence[Math.min(index + 1, sequence.length - 1)] ?? 'preview';
  return { step: next === 'account-prompt' && skipAccount ? 'preview' : next, returnTo: null };
}

/** Where back leads from `place`, or null on the first step (back leaves the wizard). */
export function stepBefore({ step, returnTo }: StepPlace, { skipAccount }: { skipAccount: boolean }): StepPlace | null {
  if (returnTo) return { step: returnTo, returnTo: null };
  const index = sequence.indexOf(step);
  if (index < 0) return { step: 'preview', returnTo: null };
  if (index === 0) return null;
  const previous = sequence[index - 1] ?? null;
  const target = previous === 'account-prompt' && skipAccount ? (sequence[index - 2] ?? null) : previous;
  return target ? { step: target, returnTo: null } : null;
}
