import type { Clock } from '@ember/kernel';
import { normaliseEmail } from '../domain/email-address.js';
import { OAuthSignInFailedError, ProviderUnavailableError } from '../domain/identity.errors.js';
import { LinkedIdentity, type OAuthProvider } from '../domain/linked-identity.entity.js';
import type { LinkedIdentityRepository } from '../domain/linked-identity.repository.js';
import type { UserRepository } from '../domain/user.repository.js';
import type { OidcClient, PendingOAuthSignIn } from './oidc-client.port.js';
import type { SessionStarter, SignedIn } from './session-starter.js';

const providerNames: Record<OAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

export interface CompleteOAuthCommand {
  pending: PendingOAuthSignIn | null;
  provider: OAuthProvider;
  code: string;
  state: string | undefined;
  /** The signed-in user, when an already signed-in member links another provider. */
  currentUserId: string | null;
  userAgent?: string;
}

/**
 * Sign-in through Google or Microsoft (OpenID Connect, authorization code with PKCE).
 * The provider account is found by its subject; a first sign-in links it to the signed-in user,
 * else to the account with the same verified address, else to a new account.
 */
export class OAuthSignInUseCase {
  constructor(
    private readonly oidc: OidcClient,
    private readonly identities: LinkedIdentityRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionStarter,
    private readonly clock: Clock,
  ) {}

  async begin(
    provider: OAuthProvider,
    redirectUri: string,
    loginHint?: string,
  ): Promise<{ url: string; pending: PendingOAuthSignIn }> {
    if (!this.oidc.isConfigured(provider)) throw new ProviderUnavailableError(providerNames[provider]);
    const pending = this.oidc.newPending(provider, redirectUri);
    return { url: await this.oidc.authorizationUrl(pending, loginHint), pending };
  }

  async complete(command: CompleteOAuthCommand): Promise<SignedIn> {
    const { provider, pending } = command;
    if (!this.oidc.isConfigured(provider)) throw new ProviderUnavailableError(providerNames[provider]);
    if (!pending || pending.provider !== provider) throw new OAuthSignInFailedError('no sign-in in progress');
    if (command.state !== undefined && command.state !== pending.state)
      throw new OAuthSignInFailedError('state mismatch');

    const profile = await this.oidc.redeem(pending, command.code, pending.state);
    const known = await this.identities.find(provider, profile.subject);
    if (known) {
      const user = await this.users.findById(known.userId);
      if (!user) throw new OAuthSignInFailedError('linked account is gone');
      return this.sessions.forUser(user, command.userAgent);
    }

    const current = command.currentUserId ? await this.users.findById(command.currentUserId) : null;
    if (current) {
      await this.link(current.id, provider, profile.subject, profile.email);
      return this.sessions.forUser(current, command.userAgent);
    }
    if (!profile.email || !profile.emailVerified) throw new OAuthSignInFailedError('no verified e-mail address');
    const signedIn = await this.sessions.forEmail(normaliseEmail(profile.email), command.userAgent);
    await this.link(signedIn.user.id, provider, profile.subject, profile.email);
    return signedIn;
  }

  private async link(userId: string, provider: OAuthProvider, subject: string, email: string | null): Promise<void> {
    await this.identities.save(LinkedIdentity.link(userId, provider, subject, email, this.clock.now()));
  }
}
