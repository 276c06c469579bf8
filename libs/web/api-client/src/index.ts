/**
 * The Ember api client, generated from openapi/openapi.json: the one way the web talks to the api.
 * Add `api.reducer` and `api.middleware` to the store and react to `sessionUnauthorized`.
 */
export { api } from './base-api';
export {
  accountSuspended,
  accountSuspendedCode,
  apiBaseUrl,
  configureApiClient,
  type EmberQueryOptions,
  sessionUnauthorized,
} from './base-query';
export { type ApiError, genericErrorMessage, isApiError, networkErrorMessage } from './api-error';
export { readXsrfToken, xsrfHeader } from './cookies';
export * from './identity.api';
export * from './analytics.api';
export * from './profile.api';
export * from './programs.api';
export * from './invites.api';
export * from './media.api';
export * from './matching-rounds.api';
export * from './payments.api';
export * from './hosting.api';
export * from './messaging.api';
export * from './moderation.api';
export type { components as ApiSchemas } from './generated/openapi.gen';
