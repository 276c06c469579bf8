import { createAction } from '@reduxjs/toolkit';
import { type BaseQueryFn, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { type ApiError, normaliseError } from './api-error';
import { readXsrfToken, xsrfHeader } from './cookies';

/** Per-endpoint options of the base query. */
export interface EmberQueryOptions {
  /**
   * The call asks whether anyone is signed in, so a 401 is an answer, not a lost session:
   * it does not raise `sessionUnauthorized`.
   */
  probesSession?: boolean;
}

/**
 * Raised on every 401 (except session probes). The client has no UI: the app listens for it and
 * sends the person to /login?redirectedFrom={current path}.
 */
export const sessionUnauthorized = createAction<{ url: string }>('api/sessionUnauthorized');

/**
 * Raised when the api says the account is suspended (its sessions ended at once): the app shows
 * the suspended screen with the server's words (why, and how to appeal).
 */
export const accountSuspended = createAction<{ message: string }>('api/accountSuspended');
export const accountSuspendedCode = 'identity.account-suspended';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

let baseUrl = '';

/** Where the api lives; the same origin (proxied /api) unless told otherwise, e.g. by a test. */
export function configureApiClient(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl;
}

/** Where the api lives now, for the few calls made outside RTK Query (uploads with progress). */
export function apiBaseUrl(): string {
  return baseUrl;
}

const rawQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    const token = readXsrfToken();
    if (token) headers.set(xsrfHeader, token);
    return headers;
  },
});

type Raw = Awaited<ReturnType<typeof rawQuery>>;

function withBase(args: string | FetchArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, url: `${baseUrl}${request.url}` };
}

function isXsrfRefusal(result: Raw): boolean {
  return result.error?.status === 403 && (result.error.data as { code?: unknown } | undefined)?.code === 'auth.xsrf';
}

/**
 * The Ember api's base query: cookies, JSON, the XSRF header from the cookie at request time,
 * errors normalised to `ApiError`, and `sessionUnauthorized` on a 401.
 */
export const emberBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, EmberQueryOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const request = withBase(args);
  const unsafe = !safeMethods.has((request.method ?? 'GET').toUpperCase());
  // A first visit has no XSRF cookie yet; any GET to the api hands one out.
  if (unsafe && !readXsrfToken()) await rawQuery({ url: `${baseUrl}/api/auth/me` }, api, {});
  let result = await rawQuery(request, api, {});
  // The token is bound to the session: one that ended in another tab leaves a stale cookie,
  // and the refusal itself carries a fresh one. Retry once.
  if (unsafe && isXsrfRefusal(result)) result = await rawQuery(request, api, {});
  if (!result.error) return { data: result.data, meta: result.meta };
  const status = result.error.status;
  if (status === 401 && !extraOptions?.probesSession) api.dispatch(sessionUnauthorized({ url: request.url }));
  const body =
    'data' in result.error ? (result.error.data as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (status === 403 && body?.code === accountSuspendedCode && typeof body.message === 'string') {
    api.dispatch(accountSuspended({ message: body.message }));
  }
  return {
    error: normaliseError(
      status === 'PARSING_ERROR' ? result.error.originalStatus : status,
      'data' in result.error ? result.error.data : undefined,
      result.meta?.response?.headers.get('Retry-After'),
    ),
    meta: result.meta,
  };
};
