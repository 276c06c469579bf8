import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '@ember/platform';
import { OAuthSignInFailedError } from '../domain/identity.errors.js';
import type { OAuthProvider } from '../domain/linked-identity.entity.js';
import { OidcClient, type OAuthProfile, type PendingOAuthSignIn } from '../application/oidc-client.port.js';

interface ProviderSettings {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

/** Google and Microsoft through openid-client: discovery on first use, PKCE (S256), state and nonce. */
@Injectable()
export class OpenIdConnectClient extends OidcClient {
  private readonly logger = new Logger(OpenIdConnectClient.name);
  private readonly discovered = new Map<OAuthProvider, Promise<oidc.Configuration>>();
  private readonly settings: Record<OAuthProvider, ProviderSettings>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.settings = {
      google: {
        issuer: config.OIDC_GOOGLE_ISSUER,
        clientId: config.OIDC_GOOGLE_CLIENT_ID,
        clientSecret: config.OIDC_GOOGLE_CLIENT_SECRET,
      },
      microsoft: {
        issuer: config.OIDC_MICROSOFT_ISSUER,
        clientId: config.OIDC_MICROSOFT_CLIENT_ID,
        clientSecret: config.OIDC_MICROSOFT_CLIENT_SECRET,
      },
    };
  }

  isConfigured(provider: OAuthProvider): boolean {
    return Boolean(this.settings[provider].clientId && this.settings[provider].clientSecret);
  }

  newPending(provider: OAuthProvider, redirectUri: string): PendingOAuthSignIn {
    return {
      provider,
      redirectUri,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
  }

  async authorizationUrl(pending: PendingOAuthSignIn, loginHint?: string): Promise<string> {
    const configuration = await this.configuration(pending.provider);
    const parameters: Record<string, string> = {
      redirect_uri: pending.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (loginHint) parameters['login_hint'] = loginHint;
    return oidc.buildAuthorizationUrl(configuration, parameters).toString();
  }

  async redeem(pending: PendingOAuthSignIn, code: string, state: string): Promise<OAuthProfile> {
    const configuration = await this.configuration(pending.provider);
    const callback = new URL(pending.redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return {
        subject: claims.sub,
        email: typeof claims['email'] === 'string' ? claims['email'] : null,
        // Microsoft accounts do not send email_verified; their addresses are verified by the provider.
        emailVerified:
          claims['email_verified'] === true ||
          (pending.provider === 'microsoft' && claims['email_verified'] === undefined),
      };
    } catch (error) {
      this.logger.warn({ provider: pending.provider, err: error }, 'code redemption failed');
      throw new OAuthSignInFailedError('code redemption failed');
    }
  }

  private configuration(provider: OAuthProvider): Promise<oidc.Configuration> {
    let configuration = this.discovered.get(provider);
    if (!configuration) {
      const { issuer, clientId, clientSecret } = this.settings[provider];
      const insecure = this.config.OIDC_ALLOW_INSECURE;
      configuration = oidc.discovery(new URL(issuer), clientId!, clientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      });
      // A failed discovery is retried on the next sign-in rather than remembered.
      configuration.catch(() => this.discovered.delete(provider));
      this.discovered.set(provider, configuration);
    }
    return configuration.catch((error: unknown) => {
      this.logger.error({ provider, err: error }, 'provider discovery failed');
      throw new OAuthSignInFailedError('provider unreachable');
    });
  }
}
