import type { Clock } from '@ember/kernel';
import { normaliseEmail } from '../domain/email-address.js';
import { SendLimitReachedError } from '../domain/identity.errors.js';
import { SignInChallenge } from '../domain/sign-in-challenge.entity.js';
import type { SignInChallengeRepository } from '../domain/sign-in-challenge.repository.js';
import type { AttemptThrottle } from './attempt-throttle.port.js';
import type { SecretGenerator } from './secret-generator.port.js';
import type { SecretHasher } from './secret-hasher.port.js';
import type { SignInMailer } from './sign-in-mailer.port.js';

export interface SendSignInCodeCommand {
  email: string;
  ip: string;
  /** Origin of the site the person is on; the magic link brings them back there. */
  linkOrigin: string;
}

/** Issues a fresh code and magic link, retiring older ones, and e-mails them. */
export class SendSignInCodeUseCase {
  constructor(
    private readonly challenges: SignInChallengeRepository,
    private readonly throttle: AttemptThrottle,
    private readonly generator: SecretGenerator,
    private readonly hasher: SecretHasher,
    private readonly mailer: SignInMailer,
    private readonly clock: Clock,
  ) {}

  async execute(command: SendSignInCodeCommand): Promise<void> {
    const email = normaliseEmail(command.email);
    const outcome = await this.throttle.consumeSend(email, command.ip);
    if (!outcome.allowed) throw new SendLimitReachedError(outcome.retryAfterSeconds);

    const code = this.generator.code();
    const secret = this.generator.token();
    const challenge = SignInChallenge.issue(
      email,
      this.hasher.hash(codeMaterial(email, code)),
      this.hasher.hash(secretMaterial(email, secret)),
      this.clock.now(),
    );
    await this.challenges.replaceOpen(challenge);

    const link = new URL('/login/magic-link', command.linkOrigin);
    link.searchParams.set('email', email);
    link.searchParams.set('secret', secret);
    await this.mailer.send({ email, code, magicLink: link.toString() });
  }
}

/** A hash binds the code to its address: the same digits for another address never match. */
export function codeMaterial(email: string, code: string): string {
  return `code:${email}:${code}`;
}

export function secretMaterial(email: string, secret: string): string {
  return `link:${email}:${secret}`;
}
