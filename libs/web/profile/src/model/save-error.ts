import { isApiError } from '@ember/api-client';

/** Spec 1 §8, verbatim. */
export const settingsMessages = {
  saveFailed: 'Failed to save changes',
  locationMissing: 'User location not found',
  photoFailed: 'failed to upload photo. please try again.',
} as const;

/**
 * What a failed save shows (spec 1 §8): the server's message, else its title, else the
 * exception's message, else 'Failed to save changes'.
 */
export function saveErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status > 0 && error.message) return error.message;
    return settingsMessages.saveFailed;
  }
  if (typeof error === 'object' && error !== null) {
    const title = (error as { title?: unknown }).title;
    if (typeof title === 'string' && title) return title;
  }
  if (error instanceof Error && error.message) return error.message;
  return settingsMessages.saveFailed;
}
