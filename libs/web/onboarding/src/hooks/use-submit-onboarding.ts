import { useCallback } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import {
  identityApi,
  isApiError,
  profileApi,
  useCreateEnrollmentMutation,
  useRegisterProfileMutation,
  useSaveAiResponseMutation,
} from '@ember/api-client';
import { dataUrlToBlob } from '@ember/photo';
import { clearStartFlow, readStartFlow } from '@ember/start-flow';
import { clearStoredOnboarding } from '../model/onboarding-data';
import { onboardingActions, selectOnboarding } from '../model/onboarding-slice';
import { type RegisteredUser, submitOnboarding } from '../model/submission';

/** The wizard's error texts (spec 1 §8), verbatim. */
export const submitMessages = {
  saveFailed: 'Failed to save profile. Please try again.',
  createError: 'There was an error. Please try again.',
  refused: 'Cannot submit profile when submission is in progress or already completed.',
} as const;

/** What the member reads when the profile could not be saved (spec 1 §8). */
export function profileFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400) {
    return error.status === 400 || error.status >= 500 ? error.message || submitMessages.saveFailed : error.message;
  }
  return submitMessages.createError;
}

/**
 * Runs spec 1 §4's submission with the api: only from preSubmit, back to preSubmit on failure,
 * submitCompleted at the end. Answers the registered user, or null after a failure (with `onError`).
 */
export function useSubmitOnboarding(programId: string | null) {
  const dispatch = useDispatch<ThunkDispatch<never, unknown, UnknownAction>>();
  const store = useStore();
  const submission = useSelector(selectOnboarding).submission;
  const [registerProfile] = useRegisterProfileMutation();
  const [createEnrollment] = useCreateEnrollmentMutation();
  const [saveAiResponse] = useSaveAiResponseMutation();

  const submit = useCallback(
    async (onError: (message: string) => void): Promise<RegisteredUser | null> => {
      const state = selectOnboarding(store.getState() as Parameters<typeof selectOnboarding>[0]);
      if (state.submission !== 'preSubmit') {
        console.warn(submitMessages.refused);
        return null;
      }
      dispatch(onboardingActions.submissionStarted());
      const flow = readStartFlow();
      try {
        const photo = state.data.photoData ? await dataUrlToBlob(state.data.photoData) : null;
        const user = await submitOnboarding(
          {
            data: { ...state.data, inviteCode: state.data.inviteCode ?? flow.inviteCode },
            interests: state.interests,
            photo,
            programId: programId ?? flow.programId ?? state.data.programId,
            // Spec 1 §7: the Halloween picks of the campaign page travel as customAnswers.halloweenEvents.
            customAnswers: {
              ...state.data.customAnswers,
              ...(flow.halloweenEvents.length > 0 ? { halloweenEvents: flow.halloweenEvents } : {}),
            },
          },
          {
            registerProfile: (profile, file) => registerProfile({ profile, photo: file }).unwrap(),
            setCurrentUser: (registered) => {
              dispatch(
                identityApi.util.updateQueryData('getCurrentUser', undefined, (current) => {
                  current.hasProfile = registered.hasProfile;
                }),
              );
              dispatch(identityApi.util.invalidateTags(['CurrentUser']));
            },
            createEnrollment: (request) => createEnrollment({ createEnrollmentRequest: request }).unwrap(),
            refreshProfile: () =>
              dispatch(profileApi.endpoints.getMyProfile.initiate(undefined, { forceRefetch: true, subscribe: false })),
            saveAiResponse: (interestId, aiResponseText) =>
              saveAiResponse({ interestId, saveAiResponseRequest: { aiResponseText } }).unwrap(),
            clearOnboarding: () => {
              dispatch(onboardingActions.cleared());
              clearStoredOnboarding();
              clearStartFlow();
            },
            log: (message, error) => console.error(message, error),
          },
        );
        dispatch(onboardingActions.submissionCompleted());
        return user;
      } catch (error) {
        console.error('Failed to save profile', error);
        dispatch(onboardingActions.submissionFailed());
        onError(profileFailureMessage(error));
        return null;
      }
    },
    [dispatch, store, programId, registerProfile, createEnrollment, saveAiResponse],
  );

  return { submit, submission };
}
