import { newId } from '@ember/kernel';

export const oauthProviders = ['google', 'microsoft'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (oauthProviders as readonly string[]).includes(value);
}

/** An account at an identity provider that signs a user in; `subject` is the provider's user id. */
export class LinkedIdentity {
  id!: string;
  userId!: string;
  provider!: OAuthProvider;
  subject!: string;
  email: string | null = null;
  linkedAt!: Date;

  static link(
    userId: string,
    provider: OAuthProvider,
    subject: string,
    email: string | null,
    now: Date,
  ): LinkedIdentity {
    const identity = new LinkedIdentity();
    identity.id = newId();
    identity.userId = userId;
    identity.provider = provider;
    identity.subject = subject;
    identity.email = email;
    identity.linkedAt = now;
    return identity;
  }
}
