import { DomainError, RateLimitedError } from '@ember/kernel';

export class InvalidEmailError extends DomainError {
  readonly code = 'identity.invalid-email';
  constructor() {
    super('Please enter a valid email address.');
  }
}

/** The message is the spec's; it never says whether the code was wrong, spent or expired. */
export class InvalidCodeError extends DomainError {
  readonly code = 'identity.invalid-code';
  constructor() {
    super('Invalid or expired code. Please try again.');
  }
}

export class InvalidMagicLinkError extends DomainError {
  readonly code = 'identity.invalid-link';
  constructor() {
    super('Invalid or expired link. Please request a new verification code.');
  }
}

export class SendLimitReachedError extends RateLimitedError {
  readonly code = 'identity.send-limit';
  constructor(retryAfterSeconds: number) {
    super(
      `Too many code requests. Please wait ${describeWait(retryAfterSeconds)} before asking for a new code.`,
      retryAfterSeconds,
    );
  }
}

export class VerifyLimitReachedError extends RateLimitedError {
  readonly code = 'identity.verify-limit';
  constructor(retryAfterSeconds: number) {
    super(`Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`, retryAfterSeconds);
  }
}

export class InvalidUserPropertyError extends DomainError {
  readonly code = 'identity.invalid-property';
  constructor(field: string, problem: string) {
    super(problem, { field });
  }
}

export class ProviderUnavailableError extends DomainError {
  readonly code = 'identity.provider-unavailable';
  constructor(provider: string) {
    super(`Sign-in with ${provider} is not available on this server.`, { provider });
  }
}

export class OAuthSignInFailedError extends DomainError {
  readonly code = 'identity.oauth-failed';
  constructor(reason: string) {
    super('Authentication failed. Please try again.', { reason });
  }
}

export class UserNotFoundError extends DomainError {
  readonly code = 'identity.user-not-found';
  constructor() {
    super('No account uses that email address.');
  }
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

export class MemberRoleRequiredError extends DomainError {
  readonly code = 'identity.member-role-required';
  constructor() {
    super('Every account keeps the member role.');
  }
}

/** Says why and how to appeal; the web app shows it on the suspended screen. */
export class AccountSuspendedError extends DomainError {
  readonly code = 'identity.account-suspended';
  constructor(reason: string, appealTo: string) {
    super(`Your account is suspended (${reason}). If you think this is a mistake, write to ${appealTo} to appeal.`, {
      reason,
      appealTo,
    });
  }
}
