import { describe, expect, it } from 'vitest';
import { newFormatDraft } from '@ember/hosting-rules';
import { wizardStateFor } from './wizard-slice';
import { forgetWizardState, loadWizardState, saveWizardState, wizardStorageKey } from './wizard-storage';

describe('the wizard kept in the browser', () => {
  it('resumes where the host was', () => {
    const state = { ...wizardStateFor({ ...newFormatDraft(), format: 'Dumplings' }), step: 'event-dates' as const };
    saveWizardState(state);
    expect(loadWizardState()).toEqual(state);
    forgetWizardState();
    expect(loadWizardState().step).toBe('concept-intro');
  });

  it('starts over from anything it cannot read, and fills fields it did not know with defaults', () => {
    localStorage.setItem(wizardStorageKey, '{not json');
    expect(loadWizardState().draft).toEqual(newFormatDraft());
    localStorage.setItem(wizardStorageKey, JSON.stringify({ draft: { format: 'x' }, step: 'nowhere' }));
    expect(loadWizardState().step).toBe('concept-intro');
    localStorage.setItem(
      wizardStorageKey,
      JSON.stringify({ draft: { format: 'Kept', timeline: { interestCollection: 9 } }, step: 'timeline' }),
    );
    const state = loadWizardState();
    expect(state.step).toBe('timeline');
    expect(state.draft.format).toBe('Kept');
    expect(state.draft.timeline).toEqual({ ...newFormatDraft().timeline, interestCollection: 9 });
    expect(state.draft.capacity).toEqual(newFormatDraft().capacity);
  });
});
