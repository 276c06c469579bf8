import type { CookieOptions, Response } from 'express';

export const cookieNames = {
  session: 'ember_session',
  /**
   * Readable by the page, and only a hint: this browser has a session (until the session cookie's
   * own expiry). The landing asks who is signed in only when it is there, so a visitor's first page
   * loads nothing to find out. Never trusted for anything else.
   */
  signedIn: 'ember_signed_in',
  xsrf: 'XSRF-TOKEN',
  oauth: 'ember_oauth',
} as const;

export const xsrfHeader = 'x-xsrf-token';

/**
 * Sets a cookie, replacing any Set-Cookie for the same name already on the response, so a
 * response that rotates a cookie twice (XSRF on sign-in) sends one value.
 */
export function setCookie(response: Response, name: string, value: string, options: CookieOptions): void {
  const existing = response.getHeader('Set-Cookie');
  const kept = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter(
    (cookie) => !cookie.startsWith(`${name}=`),
  );
  response.setHeader('Set-Cookie', kept);
  response.cookie(name, value, options);
}

export function clearCookie(response: Response, name: string, options: CookieOptions): void {
  setCookie(response, name, '', { ...options, maxAge: 0, expires: new Date(0) });
}
