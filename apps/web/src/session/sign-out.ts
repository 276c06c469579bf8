import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { api, useLogoutMutation } from '@ember/api-client';
import { forgetLastIdentity } from '@ember/auth';

/** Browser storage that belongs to the person rather than to the device. */
const deviceKeys = new Set(['ember.theme', 'ember.theme.colours', 'ember.analytics.optOut']);

function clearPersonalStorage(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('ember.') && !deviceKeys.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
  forgetLastIdentity();
}

/**
 * Signs out (spec 1 §4): the server ends the session, every stored state and its persisted
 * copies are dropped, and the person lands on /login. The colour choice stays with the device.
 */
export function useSignOut() {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await logout().unwrap();
    } catch {
      // Signed out locally all the same: the session cookie is cleared or already gone.
    }
    clearPersonalStorage();
    navigate('/login', { replace: true });
    dispatch(api.util.resetApiState());
  }, [logout, dispatch, navigate]);
  return { signOut, signingOut };
}
