import type { ImportedInterest } from '@ember/interest-import';
import type { AiFlowState } from './ai-flow';

/** Where the AI suggestions flow stands (spec 1 §2.6), as one value. */
export interface AiFlow {
  step: AiFlowState;
  /** Whether the prompt reached the clipboard, or was selected for a manual copy. */
  copied: 'yes' | 'manual' | null;
  response: string;
  submitError: string | null;
  detected: readonly ImportedInterest[];
  /** Names of the detected interests the member keeps. */
  chosen: ReadonlySet<string>;
  adding: boolean;
  addError: string | null;
}

export type AiFlowEvent =
  | { type: 'stepped'; step: AiFlowState }
  | { type: 'copied'; how: 'yes' | 'manual' }
  | { type: 'responseTyped'; text: string }
  | { type: 'previewRefused'; message: string }
  | { type: 'previewed'; interests: readonly ImportedInterest[]; taken: ReadonlySet<string> }
  | { type: 'toggled'; name: string; keep: boolean }
  | { type: 'adding' }
  | { type: 'added' }
  | { type: 'addFailed' }
  | { type: 'reset' };

export const initialAiFlow: AiFlow = {
  step: 'paste',
  copied: null,
  response: '',
  submitError: null,
  detected: [],
  chosen: new Set(),
  adding: false,
  addError: null,
};

export const addFailedMessage = 'We could not add those interests. Please try again.';

export function aiFlowReducer(flow: AiFlow, event: AiFlowEvent): AiFlow {
  switch (event.type) {
    case 'stepped':
      return { ...flow, step: event.step };
    case 'copied':
      return { ...flow, copied: event.how };
    case 'responseTyped':
      return { ...flow, response: event.text, submitError: null };
    case 'previewRefused':
      return { ...flow, submitError: event.message };
    case 'previewed':
      // Interests the member already has stay unticked.
      return {
        ...flow,
        step: 'preview',
        submitError: null,
        detected: event.interests,
        chosen: new Set(
          event.interests.filter((item) => !event.taken.has(item.name.toLowerCase())).map((item) => item.name),
        ),
      };
    case 'toggled': {
      const chosen = new Set(flow.chosen);
      if (event.keep) chosen.add(event.name);
      else chosen.delete(event.name);
      return { ...flow, chosen };
    }
    case 'adding':
      return { ...flow, adding: true, addError: null };
    case 'added':
      return { ...flow, adding: false, step: 'add' };
    case 'addFailed':
      return { ...flow, adding: false, addError: addFailedMessage };
    case 'reset':
      // Keeps nothing of the last visit, but the flag of an add still in flight.
      return { ...initialAiFlow, adding: flow.adding };
  }
}

/** The detected interests the member keeps, in the answer's order. */
export function pickedInterests(flow: AiFlow): ImportedInterest[] {
  return flow.detected.filter((item) => flow.chosen.has(item.name));
}
