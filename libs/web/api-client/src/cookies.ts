// The api's cookies the page can read. No imports: the landing reads the signed-in hint from here
// without loading the client.

/** A cookie's value in a `document.cookie` string, decoded; undefined when it is not set. */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';

/**
 * The XSRF token as the browser holds it now. Read on every request, never kept: the server
 * rotates it on sign-in and sign-out.
 */
export function readXsrfToken(cookies: string = globalThis.document?.cookie ?? ''): string | undefined {
  return cookieValue(cookies, xsrfCookie);
}

/** Set by the api beside the session cookie and cleared with it (identity's cookieNames.signedIn). */
export const signedInHintCookie = 'ember_signed_in';

/**
 * Whether this browser may have a session. Without the hint no one is signed in here, so a page need
 * not load the client to ask. Only a hint: the api decides who is signed in.
 */
export function maybeSignedIn(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookieValue(cookies, signedInHintCookie) !== undefined;
}
