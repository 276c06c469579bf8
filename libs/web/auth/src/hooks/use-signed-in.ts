import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@ember/api-client';

/**
 * After a sign-in the session belongs to someone possibly different from before: drop everything
 * cached about the previous one (spec 1 §4, switching users resets stored state).
 */
export function useResetSessionState(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(api.util.resetApiState());
  }, [dispatch]);
}
