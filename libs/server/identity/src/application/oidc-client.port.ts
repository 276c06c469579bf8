import type { OAuthProvider } from '../domain/linked-identity.entity.js';

/** What must survive between sending the browser to the provider and its return. */
export interface PendingOAuthSignIn {
  provider: OAuthProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface OAuthProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export abstract class OidcClient {
  abstract isConfigured(provider: OAuthProvider): boolean;
  abstract authorizationUrl(pending: PendingOAuthSignIn, loginHint?: string): Promise<string>;
  /** Redeems the code (with the PKCE verifier) and returns the verified ID token's claims. */
  abstract redeem(pending: PendingOAuthSignIn, code: string, state: string): Promise<OAuthProfile>;
  abstract newPending(provider: OAuthProvider, redirectUri: string): PendingOAuthSignIn;
}
