import type { EmberQueryOptions } from './base-query';
import { identityEndpoints } from './generated/identity.gen';
import type { paths } from './generated/openapi.gen';

/** Identity endpoints with cache tags: sign-in and sign-out refresh who is signed in. */
export const identityApi = identityEndpoints.enhanceEndpoints({
  addTagTypes: ['Session', 'CurrentUser', 'MyProfile'],
  endpoints: {
    getSession: (definition) => {
      definition.providesTags = ['Session'];
      // Asking whether someone is signed in: a 401 is the answer "no one".
      definition.extraOptions = { probesSession: true } satisfies EmberQueryOptions;
    },
    getCurrentUser: { providesTags: ['CurrentUser'] },
    // Preferences show on the own profile too (relationship status, interested in, ideal ages).
    updateUserProperty: { invalidatesTags: ['CurrentUser', 'MyProfile'] },
    verifyMagicLinkCode: { invalidatesTags: ['Session', 'CurrentUser'] },
    verifyMagicLinkSecret: { invalidatesTags: ['Session', 'CurrentUser'] },
    oauthCallback: { invalidatesTags: ['Session', 'CurrentUser'] },
    logout: { invalidatesTags: ['Session', 'CurrentUser'] },
  },
});

export const {
  useSendMagicLinkMutation,
  useVerifyMagicLinkCodeMutation,
  useVerifyMagicLinkSecretMutation,
  useOauthCallbackMutation,
  useLogoutMutation,
  useGetSessionQuery,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useListProvidersQuery,
  useUpdateUserPropertyMutation,
} = identityApi;

export type {
  CurrentUserResponse as CurrentUser,
  LinkedIdentityResponse as LinkedIdentity,
  SessionResponse as Session,
} from './generated/identity.gen';

export type OAuthProvider = 'google' | 'microsoft';

const providerLoginPaths = {
  google: '/api/auth/google-login',
  microsoft: '/api/auth/microsoft-login',
} as const satisfies Record<OAuthProvider, keyof paths>;

/**
 * Provider sign-in is a browser redirect, not a fetch: the address the browser is sent to, with
 * the account to pre-fill and the brand site to come back to.
 */
export function providerLoginUrl(
  provider: OAuthProvider,
  options: { loginHint?: string; origin?: string } = {},
): string {
  const query = new URLSearchParams();
  if (options.loginHint) query.set('loginHint', options.loginHint);
  if (options.origin) query.set('origin', options.origin);
  const search = query.toString();
  return `${providerLoginPaths[provider]}${search ? `?${search}` : ''}`;
}
