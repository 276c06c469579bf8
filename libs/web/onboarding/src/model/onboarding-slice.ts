import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { ActivityCategory, LabelledSlot, Neighborhood } from '@ember/member-rules';
import { type OnboardingData, type SelectedInterest, emptyOnboardingData, loadOnboarding } from './onboarding-data';

/** Spec 1 §4: the profile submission's states; a failure returns to preSubmit. */
export type SubmissionState = 'preSubmit' | 'submitInProgress' | 'submitCompleted';

export interface OnboardingState {
  data: OnboardingData;
  /** The pending interests of spec 1 §3. */
  interests: SelectedInterest[];
  submission: SubmissionState;
}

function initialState(): OnboardingState {
  const { data, interests } = loadOnboarding();
  return { data, interests, submission: 'preSubmit' };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameSlot = (a: LabelledSlot, b: LabelledSlot) => a.day === b.day && a.time === b.time;

function toggle<T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean = Object.is): T[] {
  return list.some((entry) => same(entry, item)) ? list.filter((entry) => !same(entry, item)) : [...list, item];
}

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState,
  reducers: {
    updated(state, action: PayloadAction<Partial<OnboardingData>>) {
      Object.assign(state.data, action.payload);
    },
    stepChanged(state, action: PayloadAction<number>) {
      state.data.currentStep = action.payload;
    },
    activityToggled(state, action: PayloadAction<ActivityCategory>) {
      state.data.activityPreferences = toggle(state.data.activityPreferences, action.payload);
    },
    neighborhoodToggled(state, action: PayloadAction<Neighborhood>) {
      state.data.neighborhoods = toggle(state.data.neighborhoods, action.payload);
    },
    slotToggled(state, action: PayloadAction<LabelledSlot>) {
      state.data.selectedSlots = toggle(state.data.selectedSlots, action.payload, sameSlot);
    },
    hostingAnswered(state, action: PayloadAction<'yes' | 'no'>) {
      state.data.canHost = action.payload;
    },
    venueAnswered(state, action: PayloadAction<boolean>) {
      state.data.hostingDetails.hasVenue = action.payload;
      // Spec 1 §2.3: choosing no venue clears its name.
      if (!action.payload) state.data.hostingDetails.venueName = '';
    },
    interestToggled(state, action: PayloadAction<SelectedInterest>) {
      state.interests = toggle(state.interests, action.payload, (a, b) => sameName(a.name, b.name));
    },
    interestsImported(state, action: PayloadAction<{ interests: SelectedInterest[]; responseText: string }>) {
      const fresh = action.payload.interests.filter(
        (item) => !state.interests.some((existing) => sameName(existing.name, item.name)),
      );
      state.interests.push(...fresh);
      state.data.aiResponseText = action.payload.responseText;
    },
    submissionStarted(state) {
      if (state.submission === 'preSubmit') state.submission = 'submitInProgress';
    },
    submissionFailed(state) {
      state.submission = 'preSubmit';
    },
    submissionCompleted(state) {
      state.submission = 'submitCompleted';
    },
    /** Spec 1 §4: after the submission everything the wizard kept is cleared. */
    cleared(state) {
      state.data = emptyOnboardingData;
      state.interests = [];
    },
    /** Opening the wizard again after a completed submission allows a new one. */
    restarted(state) {
      if (state.submission === 'submitCompleted') state.submission = 'preSubmit';
    },
  },
});

export const onboardingActions = onboardingSlice.actions;

/** The slice's state, or a fresh one before the app injected the slice. */
export function selectOnboarding(root: { onboarding?: OnboardingState }): OnboardingState {
  return root.onboarding ?? fallback;
}

const fallback: OnboardingState = { data: emptyOnboardingData, interests: [], submission: 'preSubmit' };
