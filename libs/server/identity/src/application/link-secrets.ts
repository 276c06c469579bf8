import type { SecretGenerator } from './secret-generator.port.js';
import type { SecretHasher } from './secret-hasher.port.js';

export interface IssuedLinkSecret {
  /** Goes into the mailed link, never into the database. */
  secret: string;
  /** What to store and look the link up by. */
  hash: string;
}

/**
 * Secrets for links other contexts e-mail, by the sign-in links' rules: 256 random bits, kept
 * only as a hash keyed with the server secret. `purpose` keeps one kind of link from passing
 * for another. Expiry and single use are the caller's to enforce on what it stores.
 */
export class LinkSecrets {
  constructor(
    private readonly generator: SecretGenerator,
    private readonly hasher: SecretHasher,
  ) {}

  issue(purpose: string): IssuedLinkSecret {
    const secret = this.generator.token();
    return { secret, hash: this.hashOf(purpose, secret) };
  }

  hashOf(purpose: string, secret: string): string {
    return this.hasher.hash(`${purpose}:${secret}`);
  }
}
