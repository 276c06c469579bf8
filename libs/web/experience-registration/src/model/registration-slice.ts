import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { BudgetRange, ExperienceActivity, YesNo } from '@ember/member-rules';

/** Spec 3 §4: the submission's states; a failure returns to PRE_SUBMIT. */
export type RegistrationSubmission = 'PRE_SUBMIT' | 'SUBMIT_IN_PROGRESS' | 'SUBMIT_COMPLETED';

/** The experience registration store of spec 3 §3, kept in the browser. */
export interface RegistrationAnswers {
  currentStep: number;
  availability: string[];
  availabilityExplained: string;
  activities: ExperienceActivity[];
  idealBudget: BudgetRange | null;
  maxBudget: BudgetRange | null;
  videoAgreement: YesNo | null;
  depositAgreement: YesNo | null;
  inviteCode: string | null;
  location: string | null;
}

export interface RegistrationState {
  answers: RegistrationAnswers;
  submission: RegistrationSubmission;
}

/** Spec 3 §4: steps 0 to 4. */
export const lastRegistrationStep = 4;
export const registrationStorageKey = 'ember.experienceRegistration';

export const emptyAnswers: RegistrationAnswers = {
  currentStep: 0,
  availability: [],
  availabilityExplained: '',
  activities: [],
  idealBudget: null,
  maxBudget: null,
  videoAgreement: null,
  depositAgreement: null,
  inviteCode: null,
  location: null,
};

export function loadAnswers(): RegistrationAnswers {
  try {
    const stored = JSON.parse(
      localStorage.getItem(registrationStorageKey) ?? 'null',
    ) as Partial<RegistrationAnswers> | null;
    if (!stored || typeof stored !== 'object') return emptyAnswers;
    const answers = { ...emptyAnswers, ...stored };
    const step = Number.isInteger(answers.currentStep) ? answers.currentStep : 0;
    return { ...answers, currentStep: Math.min(Math.max(step, 0), lastRegistrationStep) };
  } catch {
    return emptyAnswers;
  }
}

export function saveAnswers(answers: RegistrationAnswers): void {
  try {
    localStorage.setItem(registrationStorageKey, JSON.stringify(answers));
  } catch {
    // Storage refused: the answers live for this visit.
  }
}

const toggle = <T>(list: readonly T[], item: T) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

export const registrationSlice = createSlice({
  name: 'experienceRegistration',
  initialState: (): RegistrationState => ({ answers: loadAnswers(), submission: 'PRE_SUBMIT' }),
  reducers: {
    answered(state, action: PayloadAction<Partial<RegistrationAnswers>>) {
      Object.assign(state.answers, action.payload);
    },
    dateToggled(state, action: PayloadAction<string>) {
      state.answers.availability = toggle(state.answers.availability, action.payload);
    },
    activityToggled(state, action: PayloadAction<ExperienceActivity>) {
      state.answers.activities = toggle(state.answers.activities, action.payload);
    },
    /** Spec 3 §4: next while the step is below 4. */
    nextStep(state) {
      if (state.answers.currentStep < lastRegistrationStep) state.answers.currentStep += 1;
    },
    /** …previous while above 0. */
    previousStep(state) {
      if (state.answers.currentStep > 0) state.answers.currentStep -= 1;
    },
    submissionStarted(state) {
      if (state.submission === 'PRE_SUBMIT') state.submission = 'SUBMIT_IN_PROGRESS';
    },
    submissionFailed(state) {
      state.submission = 'PRE_SUBMIT';
    },
    submissionCompleted(state) {
      state.submission = 'SUBMIT_COMPLETED';
    },
    restarted(state) {
      if (state.submission === 'SUBMIT_COMPLETED') state.submission = 'PRE_SUBMIT';
    },
  },
});

export const registrationActions = registrationSlice.actions;

const fallback: RegistrationState = { answers: emptyAnswers, submission: 'PRE_SUBMIT' };

export function selectRegistration(root: { experienceRegistration?: RegistrationState }): RegistrationState {
  return root.experienceRegistration ?? fallback;
}

/** Spec 3 §4: the progress bar is capped at 100%. */
export function progressOf(step: number): number {
  return Math.min(100, Math.round(((step + 1) / (lastRegistrationStep + 1)) * 100));
}
