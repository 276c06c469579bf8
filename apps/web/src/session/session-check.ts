import { identityApi, isApiError } from '@ember/api-client';
import { rememberLastIdentity } from '@ember/auth';
import type { CurrentUser } from '@ember/api-client';
import { type AppStore, store as appStore } from './store';

/** Keeps the provider of the last linked identity for the session-expired page (spec 1 §4). */
export function noteIdentity(user: CurrentUser): void {
  const last = user.identity.at(-1);
  if (last) rememberLastIdentity({ provider: last.provider, loginHint: user.id });
}

/**
 * Who is signed in, without treating "no one" as a lost session: the probe (GET /auth/me) may
 * answer 401; only then is the user fetched. Also hands a first-time visitor the XSRF cookie.
 */
export async function signedInUser(store: AppStore = appStore): Promise<CurrentUser | null> {
  const session = await store.dispatch(
    identityApi.endpoints.getSession.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (session.error) {
    if (isApiError(session.error) && session.error.status === 401) return null;
    throw session.error;
  }
  const user = await store.dispatch(
    identityApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (user.error || !user.data) return null;
  noteIdentity(user.data);
  return user.data;
}

/** Spec 1 §2.2: at /, a signed-in person goes to /welcome without a profile, else to /home. */
export async function landingRedirect(store: AppStore = appStore): Promise<string | null> {
  const user = await signedInUser(store).catch(() => null);
  if (!user) return null;
  return user.hasProfile ? '/home' : '/welcome';
}
