import { isApiError } from '@ember/api-client';

/** The server's message (the spec's words where it has them), else the fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
