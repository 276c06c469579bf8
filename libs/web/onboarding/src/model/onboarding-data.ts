import type { ActivityCategory, LabelledSlot, Neighborhood, Sex } from '@ember/member-rules';

/** An interest picked in the wizard; its texts are empty unless it came from the AI import. */
export interface SelectedInterest {
  name: string;
  lookingFor: string;
  contribute: string;
  isAiSuggested: boolean;
  isCustom: boolean;
}

export type YesNoUnset = 'yes' | 'no' | null;

/** The onboarding data of spec 1 §3, kept in the browser while the wizard runs. */
export interface OnboardingData {
  location: string | null;
  /** The city or postal code when location is 'other'. */
  newLocation: string;
  activityPreferences: ActivityCategory[];
  categoryComments: string;
  neighborhoods: Neighborhood[];
  canHost: YesNoUnset;
  hostingDetails: { hasVenue: boolean | null; venueName: string };
  selectedSlots: LabelledSlot[];
  alternativeTimeslots: string;
  firstName: string;
  /** As typed; converted to an integer at submit. */
  age: string;
  sex: Sex | null;
  /** The compressed photo as a data URL, so it survives a reload. */
  photoData: string | null;
  aiPromptCopied: boolean;
  aiResponseText: string;
  email: string;
  programId: string | null;
  customAnswers: Record<string, unknown>;
  campaignPath: string | null;
  inviteCode: string | null;
  currentStep: number;
}

export const emptyOnboardingData: OnboardingData = {
  location: null,
  newLocation: '',
  activityPreferences: ['topic-conversations'],
  categoryComments: '',
  neighborhoods: [],
  canHost: null,
  hostingDetails: { hasVenue: null, venueName: '' },
  selectedSlots: [],
  alternativeTimeslots: '',
  firstName: '',
  age: '',
  sex: null,
  photoData: null,
  aiPromptCopied: false,
  aiResponseText: '',
  email: '',
  programId: null,
  customAnswers: {},
  campaignPath: null,
  inviteCode: null,
  currentStep: 0,
};

/** Spec 1 §3: the onboarding data and the pending interests are stored separately. */
export const onboardingStorageKey = 'ember.onboarding';
export const pendingInterestsStorageKey = 'ember.pendingInterests';

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

function isInterest(value: unknown): value is SelectedInterest {
  const item = value as SelectedInterest | null;
  return typeof item === 'object' && item !== null && typeof item.name === 'string' && item.name.trim() !== '';
}

/** What the browser kept from an earlier visit, over the empty defaults. */
export function loadOnboarding(): { data: OnboardingData; interests: SelectedInterest[] } {
  const stored = readJson(onboardingStorageKey);
  const data: OnboardingData =
    stored && typeof stored === 'object'
      ? { ...emptyOnboardingData, ...(stored as Partial<OnboardingData>) }
      : emptyOnboardingData;
  const pending = readJson(pendingInterestsStorageKey);
  const interests = Array.isArray(pending)
    ? pending.filter(isInterest).map((item) => ({
        name: item.name,
        lookingFor: typeof item.lookingFor === 'string' ? item.lookingFor : '',
        contribute: typeof item.contribute === 'string' ? item.contribute : '',
        isAiSuggested: Boolean(item.isAiSuggested),
        isCustom: Boolean(item.isCustom),
      }))
    : [];
  return { data: { ...data, currentStep: Number.isInteger(data.currentStep) ? data.currentStep : 0 }, interests };
}

/**
 * Writes both copies; a photo too large for the storage is dropped from the copy, not from the
 * page. Cleared data (the empty defaults, no interests) removes them instead.
 */
export function saveOnboarding(data: OnboardingData, interests: readonly SelectedInterest[]): void {
  if (data === emptyOnboardingData && interests.length === 0) {
    clearStoredOnboarding();
    return;
  }
  try {
    localStorage.setItem(pendingInterestsStorageKey, JSON.stringify(interests));
    try {
      localStorage.setItem(onboardingStorageKey, JSON.stringify(data));
    } catch {
      localStorage.setItem(onboardingStorageKey, JSON.stringify({ ...data, photoData: null }));
    }
  } catch {
    // Storage refused (a private window): the wizard works for this visit only.
  }
}

export function clearStoredOnboarding(): void {
  try {
    localStorage.removeItem(onboardingStorageKey);
    localStorage.removeItem(pendingInterestsStorageKey);
  } catch {
    // Nothing stored.
  }
}
