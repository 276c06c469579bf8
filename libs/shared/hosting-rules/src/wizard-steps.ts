import type { FormatDraftInput } from './format-draft.js';
import { type FormatProblem, formatMessages, validateFormat } from './validate-format.js';

/** The twelve steps of /create-event in order (spec 3 §2.1). */
export const wizardSteps = [
  'concept-intro',
  'concept-details',
  'timeline-intro',
  'timeline',
  'group-intro',
  'group-composition',
  'logistics-intro',
  'event-dates',
  'event-times',
  'event-location',
  'account-prompt',
  'preview',
] as const;

/** Screens outside the sequence: education pages, and the details and pricing reached from the preview. */
export const extraWizardSteps = [
  'concept-education',
  'timeline-education',
  'group-education',
  'logistics-education',
  'final-details-intro',
  'final-details-education',
  'event-details',
  'pricing',
] as const;

export type WizardStep = (typeof wizardSteps)[number] | (typeof extraWizardSteps)[number];

/** The fields each step edits; a step's next is blocked while one of them has a problem. */
export const stepFields: Record<WizardStep, readonly string[]> = {
  'concept-intro': [],
  'concept-education': [],
  'concept-details': ['format', 'description', 'category'],
  'timeline-intro': [],
  'timeline-education': [],
  timeline: ['timeline'],
  'group-intro': [],
  'group-education': [],
  'group-composition': ['capacity', 'groupRules', 'timeline.selectionWindow'],
  'logistics-intro': [],
  'logistics-education': [],
  'event-dates': ['possibleDates'],
  'event-times': ['possibleDates'],
  'event-location': ['location'],
  'account-prompt': [],
  preview: ['hostInfo.email'],
  'final-details-intro': [],
  'final-details-education': [],
  'event-details': ['eventDetails', 'pricing.ticketPrice'],
  pricing: ['pricing'],
};

const covers = (field: string, prefix: string) =>
  field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`);

/**
 * What blocks a step's next: the publishing rules for the step's own fields (with `today`, the
 * dates step refuses days before the earliest), plus the event-details step's description (spec 3 §5).
 */
export function stepProblems(draft: FormatDraftInput, step: WizardStep, today?: string): FormatProblem[] {
  const fields = stepFields[step];
  const problems = validateFormat(draft, { mode: 'publish', today }).filter((problem) =>
    fields.some((prefix) => covers(problem.field, prefix)),
  );
  if (step === 'event-details' && !(draft.eventDetails?.description ?? '').trim())
    problems.unshift({ field: 'eventDetails.description', message: formatMessages.eventDescription });
  return problems;
}
