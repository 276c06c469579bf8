import { newFormatDraft } from '@ember/hosting-rules';
import { type WizardState, restoredWizardState, wizardStateFor } from './wizard-slice';

/** Where /create-event keeps its state in the browser, so a reload resumes the draft. */
export const wizardStorageKey = 'ember.hosting.wizard';

/** The kept state of /create-event, or a fresh one (a new draft with spec 3 §3's defaults). */
export function loadWizardState(): WizardState {
  const fresh = wizardStateFor(newFormatDraft());
  try {
    const kept = localStorage.getItem(wizardStorageKey);
    return (kept && restoredWizardState(JSON.parse(kept), fresh)) || fresh;
  } catch {
    // Storage blocked or a kept value that is not JSON: start over.
    return fresh;
  }
}

export function saveWizardState(state: WizardState): void {
  try {
    localStorage.setItem(wizardStorageKey, JSON.stringify(state));
  } catch {
    // Full or blocked storage: the wizard goes on, only a reload would not resume it.
  }
}

export function forgetWizardState(): void {
  try {
    localStorage.removeItem(wizardStorageKey);
  } catch {
    // Nothing kept.
  }
}
