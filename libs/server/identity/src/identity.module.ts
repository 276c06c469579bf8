import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { token } from '@ember/kernel';
import { APP_CONFIG, type AppConfig, CLOCK, RateLimiter, useCase } from '@ember/platform';
import { AttemptThrottle } from './application/attempt-throttle.port.js';
import { GetCurrentUserQuery } from './application/get-current-user.query.js';
import { GrantRoleUseCase } from './application/grant-role.use-case.js';
import { LinkSecrets } from './application/link-secrets.js';
import { OAuthSignInUseCase } from './application/oauth-sign-in.use-case.js';
import { OidcClient } from './application/oidc-client.port.js';
import { SecretGenerator } from './application/secret-generator.port.js';
import { SecretHasher } from './application/secret-hasher.port.js';
import { SendSignInCodeUseCase } from './application/send-sign-in-code.use-case.js';
import { SessionAuthenticator } from './application/session-authenticator.js';
import { SessionStarter, type SessionSettings } from './application/session-starter.js';
import { SignInMailer } from './application/sign-in-mailer.port.js';
import { UpdateUserPropertiesUseCase } from './application/update-user-properties.use-case.js';
import { VerifiedEmailSignIn } from './application/verified-email-sign-in.js';
import { VerifySignInUseCase } from './application/verify-sign-in.use-case.js';
import { LinkedIdentityRepository } from './domain/linked-identity.repository.js';
import type { SessionPolicy } from './domain/session.entity.js';
import { SessionRepository } from './domain/session.repository.js';
import { SignInChallengeRepository } from './domain/sign-in-challenge.repository.js';
import { UserRepository } from './domain/user.repository.js';
import { AuthController } from './http/auth.controller.js';
import { OAuthPendingCookie } from './http/oauth-pending.cookie.js';
import { RolesGuard } from './http/roles.guard.js';
import { SessionCookies } from './http/session-cookies.js';
import { SessionGuard } from './http/session.guard.js';
import { SocketSessions } from './http/socket-sessions.js';
import { UsersController } from './http/users.controller.js';
import { XsrfCookieMiddleware } from './http/xsrf-cookie.middleware.js';
import { XsrfGuard } from './http/xsrf.guard.js';
import { XsrfTokens } from './http/xsrf-tokens.js';
import { IdentityCoreModule } from './identity-core.module.js';
import { CryptoSecretGenerator } from './infrastructure/crypto-secret-generator.js';
import { HmacSecretHasher } from './infrastructure/hmac-secret-hasher.js';
import { OpenIdConnectClient } from './infrastructure/openid-connect.client.js';
import { OutboxSignInMailer } from './infrastructure/outbox-sign-in-mailer.js';
import { RedisAttemptThrottle } from './infrastructure/redis-attempt-throttle.js';
import { SqlLinkedIdentityRepository } from './infrastructure/sql-linked-identity.repository.js';
import { SqlSignInChallengeRepository } from './infrastructure/sql-sign-in-challenge.repository.js';

const SESSION_POLICY = token<SessionPolicy>('SESSION_POLICY');
const SESSION_SETTINGS = token<SessionSettings>('SESSION_SETTINGS');
const day = 24 * 3600 * 1000;

/**
 * Accounts, sign-in (e-mail code, magic link, Google and Microsoft), sessions, XSRF and roles.
 * It also installs the global guards, in order: XSRF, session, role.
 */
@Module({
  imports: [IdentityCoreModule],
  controllers: [AuthController, UsersController],
  providers: [
    { provide: SignInChallengeRepository, useClass: SqlSignInChallengeRepository },
    { provide: LinkedIdentityRepository, useClass: SqlLinkedIdentityRepository },
    { provide: SecretHasher, useClass: HmacSecretHasher },
    { provide: SecretGenerator, useClass: CryptoSecretGenerator },
    { provide: SignInMailer, useClass: OutboxSignInMailer },
    { provide: AttemptThrottle, useClass: RedisAttemptThrottle },
    { provide: OidcClient, useClass: OpenIdConnectClient },
    RateLimiter,
    {
      provide: SESSION_POLICY,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): SessionPolicy => ({
        idleMs: config.SESSION_IDLE_DAYS * day,
        maxMs: config.SESSION_MAX_DAYS * day,
      }),
    },
    {
      provide: SESSION_SETTINGS,
      inject: [APP_CONFIG, SESSION_POLICY],
      useFactory: (config: AppConfig, policy: SessionPolicy): SessionSettings => ({
        policy,
        adminEmails: config.adminEmails,
        appealTo: config.SUPPORT_EMAIL,
      }),
    },
    useCase(SessionStarter, [
      UserRepository,
      SessionRepository,
      SecretHasher,
      SecretGenerator,
      CLOCK,
      SESSION_SETTINGS,
    ]),
    useCase(SessionAuthenticator, [SessionRepository, UserRepository, SecretHasher, CLOCK, SESSION_SETTINGS]),
    useCase(SendSignInCodeUseCase, [
      SignInChallengeRepository,
      AttemptThrottle,
      SecretGenerator,
      SecretHasher,
      SignInMailer,
      CLOCK,
    ]),
    useCase(VerifySignInUseCase, [SignInChallengeRepository, AttemptThrottle, SecretHasher, SessionStarter, CLOCK]),
    useCase(OAuthSignInUseCase, [OidcClient, LinkedIdentityRepository, UserRepository, SessionStarter, CLOCK]),
    useCase(GetCurrentUserQuery, [UserRepository, LinkedIdentityRepository]),
    useCase(UpdateUserPropertiesUseCase, [UserRepository, CLOCK]),
    useCase(GrantRoleUseCase, [UserRepository, CLOCK]),
    useCase(VerifiedEmailSignIn, [SessionStarter]),
    useCase(LinkSecrets, [SecretGenerator, SecretHasher]),
    XsrfTokens,
    SessionCookies,
    SocketSessions,
    OAuthPendingCookie,
    { provide: APP_GUARD, useClass: XsrfGuard },
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  // For contexts that mail their own sign-in links (hosting's claim link) and open sessions with them,
  // and for WebSocket gateways that know the caller by the handshake's cookie.
  exports: [IdentityCoreModule, VerifiedEmailSignIn, LinkSecrets, SessionCookies, SocketSessions],
})
export class IdentityModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(XsrfCookieMiddleware).forRoutes('*path');
  }
}
