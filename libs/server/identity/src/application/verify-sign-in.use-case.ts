import type { Clock } from '@ember/kernel';
import { normaliseEmail } from '../domain/email-address.js';
import { InvalidCodeError, InvalidMagicLinkError, VerifyLimitReachedError } from '../domain/identity.errors.js';
import type { SignInChallengeRepository } from '../domain/sign-in-challenge.repository.js';
import type { AttemptThrottle } from './attempt-throttle.port.js';
import type { SecretHasher } from './secret-hasher.port.js';
import { codeMaterial, secretMaterial } from './send-sign-in-code.use-case.js';
import type { SessionStarter, SignedIn } from './session-starter.js';

/** What proves the person reads the mailbox: the code typed in, or the link followed. */
export type SignInProof = { kind: 'code'; code: string } | { kind: 'link'; secret: string };

export interface VerifySignInCommand {
  email: string;
  proof: SignInProof;
  ip: string;
  userAgent?: string;
}

/** Checks the proof against the address's newest challenge and opens a session. */
export class VerifySignInUseCase {
  constructor(
    private readonly challenges: SignInChallengeRepository,
    private readonly throttle: AttemptThrottle,
    private readonly hasher: SecretHasher,
    private readonly sessions: SessionStarter,
    private readonly clock: Clock,
  ) {}

  async execute({ email: given, proof, ip, userAgent }: VerifySignInCommand): Promise<SignedIn> {
    const email = normaliseEmail(given);
    const outcome = await this.throttle.consumeVerify(email, ip);
    if (!outcome.allowed) throw new VerifyLimitReachedError(outcome.retryAfterSeconds);
    const result = await this.challenges.checkLatest(email, (latest) => {
      if (!latest) return 'unusable';
      const now = this.clock.now();
      return proof.kind === 'code'
        ? latest.checkCode(this.hasher.verify(codeMaterial(email, proof.code), latest.codeHash), now)
        : latest.checkSecret(this.hasher.verify(secretMaterial(email, proof.secret), latest.secretHash), now);
    });
    if (result !== 'accepted') throw proof.kind === 'code' ? new InvalidCodeError() : new InvalidMagicLinkError();
    return this.sessions.forEmail(email, userAgent);
  }
}
