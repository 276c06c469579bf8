import { isApiError } from '@ember/api-client';

/** The server's message when it gave one (it names what is wrong), else the screen's own text. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}
