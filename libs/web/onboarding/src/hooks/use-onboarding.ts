import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { saveOnboarding } from '../model/onboarding-data';
import { onboardingActions, selectOnboarding } from '../model/onboarding-slice';

/** The wizard's data and its actions. */
export function useOnboarding() {
  const state = useSelector(selectOnboarding);
  const dispatch = useDispatch();
  return { ...state, dispatch, actions: onboardingActions };
}

/** Keeps every change in the browser (spec 1 §3); a submission under way or done has cleared it. */
export function usePersistOnboarding(): void {
  const { data, interests, submission } = useSelector(selectOnboarding);
  useEffect(() => {
    if (submission === 'preSubmit') saveOnboarding(data, interests);
  }, [data, interests, submission]);
}
