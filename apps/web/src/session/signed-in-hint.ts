/** Set by the api beside the session cookie, readable by the page (cookieNames.signedIn). */
export const signedInHintCookie = 'ember_signed_in';

/**
 * Whether this browser may have a session: the api sets a readable hint beside the session cookie
 * and clears it with it. Without the hint no one is signed in here, so the landing need not load the
 * store to ask. Only a hint: the api decides who is signed in.
 */
export function maybeSignedIn(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${signedInHintCookie}=`));
}
