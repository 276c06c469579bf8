import type { components } from './generated/openapi.gen';

type ErrorBody = components['schemas']['ErrorBody'];

/** Every failed call, whatever went wrong, as one shape the screens branch on (`code`) and show (`message`). */
export interface ApiError {
  /** HTTP status; 0 when the server could not be reached or answered something unreadable. */
  status: number;
  /** The server's stable dotted code (`identity.invalid-code`), or `network.unreachable` / `http.<status>`. */
  code: string;
  /** Safe to show to a person. */
  message: string;
  /** Seconds to wait before trying again, from Retry-After on 429 answers. */
  retryAfterSeconds?: number;
}

export const genericErrorMessage = 'Something went wrong. Please try again.';
export const networkErrorMessage = "We couldn't reach Ember. Check your connection and try again.";

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

/** Turns a fetch failure or an error answer into an `ApiError`. */
export function normaliseError(status: number | string, body: unknown, retryAfter?: string | null): ApiError {
  if (typeof status !== 'number') return { status: 0, code: 'network.unreachable', message: networkErrorMessage };
  const error: ApiError = isErrorBody(body)
    ? { status, code: body.code, message: body.message }
    : { status, code: `http.${status}`, message: genericErrorMessage };
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  if (Number.isFinite(seconds) && seconds >= 0) error.retryAfterSeconds = seconds;
  return error;
}

/** Narrows what a hook or `unwrap()` rejected with. */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).code === 'string' &&
    typeof (value as ApiError).message === 'string'
  );
}
