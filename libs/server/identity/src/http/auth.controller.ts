import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig, ErrorBody, Public, isTrustedOrigin } from '@ember/platform';
import { OAuthSignInUseCase } from '../application/oauth-sign-in.use-case.js';
import { SendSignInCodeUseCase } from '../application/send-sign-in-code.use-case.js';
import { SessionAuthenticator } from '../application/session-authenticator.js';
import type { SignedIn } from '../application/session-starter.js';
import { VerifySignInUseCase } from '../application/verify-sign-in.use-case.js';
import { OAuthSignInFailedError } from '../domain/identity.errors.js';
import { type OAuthProvider, isOAuthProvider, oauthProviders } from '../domain/linked-identity.entity.js';
import { type AuthenticatedUser, CurrentUser } from './authenticated-user.js';
import { cookieNames } from './cookies.js';
import { OAuthCallbackRequest } from './dto/oauth-callback.request.dto.js';
import { SendMagicLinkRequest } from './dto/send-magic-link.request.dto.js';
import { SessionResponse } from './dto/session.response.dto.js';
import { CodeSentResponse, SignedInResponse } from './dto/signed-in.response.dto.js';
import { ProvidersResponse } from './dto/providers.response.dto.js';
import { VerifyMagicLinkCodeRequest } from './dto/verify-magic-link-code.request.dto.js';
import { VerifyMagicLinkSecretRequest } from './dto/verify-magic-link-secret.request.dto.js';
import { OAuthPendingCookie } from './oauth-pending.cookie.js';
import { SessionCookies } from './session-cookies.js';
import { OidcClient } from '../application/oidc-client.port.js';

@ApiTags('identity')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly sendCode: SendSignInCodeUseCase,
    private readonly verify: VerifySignInUseCase,
    private readonly sessions: SessionAuthenticator,
    private readonly oauth: OAuthSignInUseCase,
    private readonly oidc: OidcClient,
    private readonly cookies: SessionCookies,
    private readonly pendingCookie: OAuthPendingCookie,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** E-mails a 6-digit code and a magic link, valid once for 10 minutes. */
  @Public()
  @Post('magic-link/send')
  @HttpCode(200)
  @ApiOkResponse({ type: CodeSentResponse })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'Too many codes for this address or network; see Retry-After.',
  })
  async sendMagicLink(@Body() body: SendMagicLinkRequest, @Req() request: Request): Promise<CodeSentResponse> {
    await this.sendCode.execute({
      email: body.email,
      ip: request.ip ?? 'unknown',
      linkOrigin: this.siteOrigin(request.header('origin')),
    });
    return { email: body.email.trim().toLowerCase() };
  }

  /** Signs in (creating the account on first use) with the code from the e-mail. */
  @Public()
  @Post('magic-link/code')
  @HttpCode(200)
  @ApiOkResponse({ type: SignedInResponse })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async verifyMagicLinkCode(
    @Body() body: VerifyMagicLinkCodeRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedInResponse> {
    const signedIn = await this.verify.execute({
      email: body.email,
      proof: { kind: 'code', code: body.code },
      ip: request.ip ?? 'unknown',
      userAgent: request.header('user-agent'),
    });
    return this.startSession(response, signedIn);
  }

  /** Signs in with the secret carried by the magic link. */
  @Public()
  @Post('magic-link/secret')
  @HttpCode(200)
  @ApiOkResponse({ type: SignedInResponse })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async verifyMagicLinkSecret(
    @Body() body: VerifyMagicLinkSecretRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedInResponse> {
    const signedIn = await this.verify.execute({
      email: body.email,
      proof: { kind: 'link', secret: body.secret },
      ip: request.ip ?? 'unknown',
      userAgent: request.header('user-agent'),
    });
    return this.startSession(response, signedIn);
  }

  /** The current session. 401 when signed out. */
  @Get('me')
  @ApiOkResponse({ type: SessionResponse })
  getSession(@CurrentUser() user: AuthenticatedUser): SessionResponse {
    return { userId: user.id, email: user.email, roles: user.roles, expiresAt: user.sessionExpiresAt.toISOString() };
  }

  /** Ends the session on the server and clears the cookie. */
  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse()
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.revoke(request.cookies?.[cookieNames.session] as string | undefined);
    this.cookies.clear(response);
  }

  /** Which identity providers this server can sign in with. */
  @Public()
  @Get('providers')
  @ApiOkResponse({ type: ProvidersResponse })
  listProviders(): ProvidersResponse {
    return { providers: oauthProviders.map((id) => ({ id, enabled: this.oidc.isConfigured(id) })) };
  }

  /** Sends the browser to Google. */
  @Public()
  @Get('google-login')
  @ApiQuery({ name: 'loginHint', required: false, description: 'Pre-fills the account at the provider.' })
  @ApiQuery({ name: 'origin', required: false, description: 'The site to come back to (a brand host).' })
  @ApiFoundResponse({ description: 'Redirect to the provider.' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Google sign-in is not configured.' })
  async googleLogin(
    @Res() response: Response,
    @Query('loginHint') loginHint?: string,
    @Query('origin') origin?: string,
  ): Promise<void> {
    await this.redirectToProvider('google', response, loginHint, origin);
  }

  /** Sends the browser to Microsoft. */
  @Public()
  @Get('microsoft-login')
  @ApiQuery({ name: 'loginHint', required: false, description: 'Pre-fills the account at the provider.' })
  @ApiQuery({ name: 'origin', required: false, description: 'The site to come back to (a brand host).' })
  @ApiFoundResponse({ description: 'Redirect to the provider.' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Microsoft sign-in is not configured.' })
  async microsoftLogin(
    @Res() response: Response,
    @Query('loginHint') loginHint?: string,
    @Query('origin') origin?: string,
  ): Promise<void> {
    await this.redirectToProvider('microsoft', response, loginHint, origin);
  }

  /** Finishes a provider sign-in with the code the provider returned; links the provider account. */
  @Public()
  @Post('callback/:provider')
  @HttpCode(200)
  @ApiParam({ name: 'provider', enum: oauthProviders })
  @ApiOkResponse({ type: SignedInResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async oauthCallback(
    @Param('provider') provider: string,
    @Body() body: OAuthCallbackRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() user?: AuthenticatedUser,
  ): Promise<SignedInResponse> {
    if (!isOAuthProvider(provider)) throw new OAuthSignInFailedError('unknown provider');
    const pending = this.pendingCookie.read(request);
    this.pendingCookie.clear(response);
    const signedIn = await this.oauth.complete({
      provider,
      pending,
      code: body.code,
      state: body.state,
      currentUserId: user?.id ?? null,
      userAgent: request.header('user-agent'),
    });
    return this.startSession(response, signedIn);
  }

  private async redirectToProvider(
    provider: OAuthProvider,
    response: Response,
    loginHint?: string,
    origin?: string,
  ): Promise<void> {
    const redirectUri = new URL(`/login/callback/${provider}`, this.siteOrigin(origin)).toString();
    const hint = typeof loginHint === 'string' && loginHint.length <= 320 ? loginHint : undefined;
    const { url, pending } = await this.oauth.begin(provider, redirectUri, hint);
    this.pendingCookie.write(response, pending);
    response.redirect(302, url);
  }

  private startSession(response: Response, signedIn: SignedIn): SignedInResponse {
    this.cookies.set(response, signedIn.sessionToken, signedIn.session.expiresAt);
    return { email: signedIn.user.email };
  }

  /** Links and redirects lead back to the brand site the person is on, when it is one of ours. */
  private siteOrigin(candidate: string | undefined): string {
    return typeof candidate === 'string' && isTrustedOrigin(this.config, candidate)
      ? candidate
      : this.config.WEB_ORIGIN;
  }
}
