import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { type FormatDraft, type FormatDraftInput, type WizardStep, mergeFormatDraft } from '@ember/hosting-rules';
import { isWizardStep } from './wizard-steps';

/** The draft's parts that are objects: a step changes some of one part's fields at a time. */
type Section = {
  [Key in keyof FormatDraft]: FormatDraft[Key] extends readonly unknown[]
    ? never
    : FormatDraft[Key] extends object
      ? Key
      : never;
}[keyof FormatDraft];

type SectionChange = { [Key in Section]: { section: Key; changes: Partial<FormatDraft[Key]> } }[Section];

export interface WizardState {
  draft: FormatDraft;
  step: WizardStep;
  /** Where a step opened out of order (an edit link of the preview, a "learn more") leads back to. */
  returnTo: WizardStep | null;
  /** The draft's id on the server, once saved there (a signed-in host, or editing a saved format). */
  formatId: string | null;
  termsAccepted: boolean;
}

export function wizardStateFor(draft: FormatDraft, formatId: string | null = null): WizardState {
  return { draft, step: 'concept-intro', returnTo: null, formatId, termsAccepted: false };
}

export const wizardSlice = createSlice({
  name: 'hostingWizard',
  initialState: (): WizardState => {
    throw new Error('the wizard starts from wizardStateFor(draft)');
  },
  reducers: {
    fieldsChanged(state, action: PayloadAction<Partial<Pick<FormatDraft, 'format' | 'description' | 'category'>>>) {
      Object.assign(state.draft, action.payload);
    },
    sectionChanged(state, action: PayloadAction<SectionChange>) {
      Object.assign(state.draft[action.payload.section], action.payload.changes);
    },
    datesChanged(state, action: PayloadAction<FormatDraft['possibleDates']>) {
      state.draft.possibleDates = action.payload;
    },
    stepOpened(state, action: PayloadAction<{ step: WizardStep; returnTo?: WizardStep | null }>) {
      state.step = action.payload.step;
      state.returnTo = action.payload.returnTo ?? null;
    },
    /** The draft's id on the server; null when it is gone there (deleted, or no longer a draft). */
    savedOnServer(state, action: PayloadAction<string | null>) {
      state.formatId = action.payload;
    },
    termsAnswered(state, action: PayloadAction<boolean>) {
      state.termsAccepted = action.payload;
    },
    /** Starts over from the given state: a new draft after one was created. */
    restarted(_state, action: PayloadAction<WizardState>) {
      return action.payload;
    },
  },
});

export const wizardActions = wizardSlice.actions;
export const wizardReducer = wizardSlice.reducer;
export type WizardAction = ReturnType<(typeof wizardActions)[keyof typeof wizardActions]>;

/** A kept state read back from storage, or null when it is not one (another version, edited by hand). */
export function restoredWizardState(value: unknown, fresh: WizardState): WizardState | null {
  if (!value || typeof value !== 'object') return null;
  const kept = value as Partial<WizardState>;
  if (!kept.draft || typeof kept.draft !== 'object' || !isWizardStep(kept.step)) return null;
  return {
    // Fields added since the draft was kept take their defaults.
    draft: mergeFormatDraft(fresh.draft, kept.draft as FormatDraftInput),
    step: kept.step,
    returnTo: isWizardStep(kept.returnTo) ? kept.returnTo : null,
    formatId: typeof kept.formatId === 'string' ? kept.formatId : null,
    termsAccepted: kept.termsAccepted === true,
  };
}
