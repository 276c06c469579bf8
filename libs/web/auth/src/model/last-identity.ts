import { type OAuthProvider, providerLoginUrl } from '@ember/api-client';
import { loginPathFrom } from '@ember/member-rules';
import { rememberReturnPath } from './return-path';

export interface LastIdentity {
  provider: OAuthProvider;
  loginHint: string;
}

const key = 'ember.lastIdentity';

/**
 * The provider the person last signed in with, kept in the browser: once the session has expired
 * the server no longer says who they were, and the session-expired page needs it (spec 1 §4).
 */
export function rememberLastIdentity(identity: LastIdentity): void {
  localStorage.setItem(key, JSON.stringify(identity));
}

export function lastIdentity(): LastIdentity | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<LastIdentity> | null;
    if (
      value &&
      (value.provider === 'google' || value.provider === 'microsoft') &&
      typeof value.loginHint === 'string'
    ) {
      return { provider: value.provider, loginHint: value.loginHint };
    }
  } catch {
    // A damaged entry is no identity.
  }
  return null;
}

export function forgetLastIdentity(): void {
  localStorage.removeItem(key);
}

/** Spec 1 §4 and spec 3 §4: the return path after an expired session, default /emberite. */
export const sessionExpiredDefaultReturn = '/emberite';

function withAuthSuccess(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}authSuccess=true`;
}

/**
 * Where the session-expired page sends the person: back through the provider they last used
 * (with the login hint, returning to `returnPath` with authSuccess=true), or to /login.
 */
export function sessionExpiredTarget(identity: LastIdentity | null, returnPath: string, origin: string): string {
  if (!identity) return loginPathFrom(returnPath);
  rememberReturnPath(withAuthSuccess(returnPath));
  return providerLoginUrl(identity.provider, { loginHint: identity.loginHint, origin });
}
