import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { type ExperienceRegistrationRequest, isApiError, useCreateProfileMutation } from '@ember/api-client';
import {
  type RegistrationAnswers,
  registrationActions,
  saveAnswers,
  selectRegistration,
} from '../model/registration-slice';
import { registrationTexts } from '../model/registration-texts';

type Root = Parameters<typeof selectRegistration>[0];

/** The registration store, kept in the browser on every change. */
export function useRegistration() {
  const state = useSelector(selectRegistration);
  const dispatch = useDispatch();
  useEffect(() => saveAnswers(state.answers), [state.answers]);
  return { ...state, dispatch, actions: registrationActions };
}

/** The JSON variant of POST /profiles (spec 3 §7). */
export function toRegistrationRequest(
  answers: RegistrationAnswers,
  experience: string,
  acknowledged = false,
): ExperienceRegistrationRequest {
  const invite = answers.inviteCode ? { inviteCode: answers.inviteCode } : {};
  const location = answers.location ? { location: answers.location } : {};
  // The poetry night: the Fridays and the acknowledgement only.
  if (acknowledged)
    return { experience, acknowledged: true, availability: answers.availability, ...invite, ...location };
  return {
    experience,
    availability: answers.availability,
    availabilityExplained: answers.availabilityExplained.trim() || null,
    activities: answers.activities.length > 0 ? answers.activities : null,
    ...(answers.idealBudget && answers.maxBudget
      ? { budget: { ideal: answers.idealBudget, max: answers.maxBudget } }
      : {}),
    ...(answers.videoAgreement ? { videoAgreement: answers.videoAgreement } : {}),
    ...(answers.depositAgreement ? { depositAgreement: answers.depositAgreement } : {}),
    ...invite,
    ...location,
  };
}

/** The failure text (spec 3 §8): the server's message, 'Failed to save profile.', or the unexpected one. */
export function registrationFailureMessage(error: unknown): string {
  if (isApiError(error))
    return error.status > 0 ? error.message || registrationTexts.saveFailed : registrationTexts.unexpected;
  return registrationTexts.unexpected;
}

/**
 * Submits the registration (spec 3 §4, §5, §8): only from PRE_SUBMIT (else logged), refused with
 * the videos alert unless the video agreement is yes, back to PRE_SUBMIT on failure.
 */
export function useSubmitRegistration(experience: string, { poetryNight = false }: { poetryNight?: boolean } = {}) {
  const dispatch = useDispatch();
  const store = useStore();
  const [createProfile] = useCreateProfileMutation();
  return useCallback(
    async (extra: Partial<RegistrationAnswers> = {}): Promise<{ ok: true } | { ok: false; message: string | null }> => {
      const current = selectRegistration(store.getState() as Root);
      if (current.submission !== 'PRE_SUBMIT') {
        console.warn(registrationTexts.refused);
        return { ok: false, message: null };
      }
      const answers = { ...current.answers, ...extra };
      // The poetry night asks for the acknowledgement instead of the video agreement.
      if (!poetryNight && answers.videoAgreement !== 'yes') {
        return { ok: false, message: registrationTexts.videosMandatory };
      }
      dispatch(registrationActions.answered(extra));
      dispatch(registrationActions.submissionStarted());
      try {
        await createProfile({
          experienceRegistrationRequest: toRegistrationRequest(answers, experience, poetryNight),
        }).unwrap();
        dispatch(registrationActions.submissionCompleted());
        return { ok: true };
      } catch (error) {
        console.error('registration failed', error);
        dispatch(registrationActions.submissionFailed());
        return { ok: false, message: registrationFailureMessage(error) };
      }
    },
    [dispatch, store, createProfile, experience, poetryNight],
  );
}
