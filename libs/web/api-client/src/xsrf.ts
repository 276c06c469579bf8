export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';

/**
 * The XSRF token as the browser holds it now. Read on every request, never kept: the server
 * rotates it on sign-in and sign-out.
 */
export function readXsrfToken(cookies: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === xsrfCookie) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
