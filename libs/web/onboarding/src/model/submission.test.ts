import { describe, expect, it } from 'vitest';
import { type OnboardingData, emptyOnboardingData } from './onboarding-data';
import { onboardingActions, onboardingSlice } from './onboarding-slice';
import { type SubmissionPorts, submitOnboarding, toEnrollmentRequest, toProfileRegistration } from './submission';

const data: OnboardingData = {
  ...emptyOnboardingData,
  location: 'CA:ON:Toronto',
  firstName: '  Ada ',
  age: '31',
  sex: 'female',
  neighborhoods: ['downtown'],
  selectedSlots: [{ day: 'Saturday', time: '9 AM' }],
  canHost: 'no',
  hostingDetails: { hasVenue: true, venueName: 'my place' },
  aiResponseText: 'interests:\n  - name: Chess',
};
const interests = [{ name: 'Chess', lookingFor: '', contribute: '', isAiSuggested: true, isCustom: false }];

function ports(overrides: Partial<SubmissionPorts> = {}) {
  const calls: string[] = [];
  const logged: string[] = [];
  const implementation: SubmissionPorts = {
    async registerProfile() {
      calls.push('profile');
      return { data: { user: { id: 'ada@example.com', hasProfile: true, userInterests: [{ id: 'int-1' }] } } } as never;
    },
    setCurrentUser: () => calls.push('user'),
    async createEnrollment() {
      calls.push('enrollment');
    },
    async refreshProfile() {
      calls.push('refresh');
    },
    async saveAiResponse(id) {
      calls.push(`ai:${id}`);
    },
    clearOnboarding: () => calls.push('clear'),
    log: (message) => logged.push(message),
    ...overrides,
  };
  return { implementation, calls, logged };
}

const input = { data, interests, photo: null, programId: 'prog-coffee', customAnswers: {} };

describe('the submission sequence (spec 1 §4)', () => {
  it('sends the profile, sets the user, enrols, refreshes, saves the AI answer, then clears', async () => {
    const { implementation, calls } = ports();
    await submitOnboarding(input, implementation);
    expect(calls).toEqual(['profile', 'user', 'enrollment', 'refresh', 'ai:int-1', 'clear']);
  });

  it('skips the enrollment without a program and the AI answer without text', async () => {
    const { implementation, calls } = ports();
    await submitOnboarding({ ...input, programId: null, data: { ...data, aiResponseText: '  ' } }, implementation);
    expect(calls).toEqual(['profile', 'user', 'clear']);
  });

  it('only logs enrollment and AI-answer failures, and still finishes', async () => {
    const { implementation, calls, logged } = ports({
      createEnrollment: () => Promise.reject(new Error('boom')),
      saveAiResponse: () => Promise.reject(new Error('boom')),
    });
    await expect(submitOnboarding(input, implementation)).resolves.toMatchObject({ id: 'ada@example.com' });
    expect(logged).toEqual(['Failed to create enrollment', 'Failed to save the AI response']);
    expect(calls).toEqual(['profile', 'user', 'clear']);
  });

  it('passes a profile failure on and keeps the onboarding data', async () => {
    const { implementation, calls } = ports({ registerProfile: () => Promise.reject(new Error('400')) });
    await expect(submitOnboarding(input, implementation)).rejects.toThrow('400');
    expect(calls).toEqual([]);
  });

  it('builds ProfileJson: trimmed name, integer age, slots as day and hour, nulls for empty lists', () => {
    expect(toProfileRegistration({ ...data, age: '31' }, interests)).toEqual({
      FirstName: 'Ada',
      Age: 31,
      UserSex: 'female',
      Location: 'CA:ON:Toronto',
      NewLocation: null,
      ActivityPreferences: ['topic-conversations'],
      Neighborhoods: ['downtown'],
      CanHost: false,
      HostingDetails: null,
      AvailableTimeSlots: [{ dayOfWeek: 6, hour: 9 }],
      Interests: [{ name: 'Chess', lookingFor: '', contribute: '', isAiSuggested: true, isCustom: false }],
    });
  });

  it('builds the enrollment: empty lists as null, hosting details only for hosts', () => {
    const request = toEnrollmentRequest(
      { ...data, neighborhoods: [], selectedSlots: [], activityPreferences: [] },
      [],
      'prog-halloween-2025',
      { halloweenEvents: [{ eventName: 'Boo', venue: 'Bar', neighborhood: 'downtown' }] },
    );
    expect(request).toEqual({
      programId: 'prog-halloween-2025',
      neighborhoods: null,
      timeSlots: null,
      interests: null,
      activityPreferences: null,
      customAnswers: { halloweenEvents: [{ eventName: 'Boo', venue: 'Bar', neighborhood: 'downtown' }] },
      canHost: false,
    });
    const host = toEnrollmentRequest({ ...data, canHost: 'yes' }, interests, 'prog-coffee', {});
    expect(host.hostingDetails).toEqual({ hasVenue: true, venueName: 'my place' });
    expect(host.interests).toEqual(['Chess']);
  });
});

describe('the submission states', () => {
  it('starts only from preSubmit and returns there on failure', () => {
    let state = onboardingSlice.reducer(undefined, onboardingActions.submissionStarted());
    expect(state.submission).toBe('submitInProgress');
    state = onboardingSlice.reducer(state, onboardingActions.submissionCompleted());
    state = onboardingSlice.reducer(state, onboardingActions.submissionStarted());
    expect(state.submission).toBe('submitCompleted');
    state = onboardingSlice.reducer(state, onboardingActions.submissionFailed());
    expect(state.submission).toBe('preSubmit');
  });

  it('clears the venue name when there is no venue', () => {
    let state = onboardingSlice.reducer(
      undefined,
      onboardingActions.updated({ hostingDetails: { hasVenue: true, venueName: 'Café' } }),
    );
    state = onboardingSlice.reducer(state, onboardingActions.venueAnswered(false));
    expect(state.data.hostingDetails).toEqual({ hasVenue: false, venueName: '' });
  });
});
