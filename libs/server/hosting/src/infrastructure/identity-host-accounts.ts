import { Injectable } from '@nestjs/common';
import { LinkSecrets, UserDirectory, VerifiedEmailSignIn } from '@ember/identity';
import { ClaimSecrets } from '../application/claim-secrets.port.js';
import { HostAccounts, type HostSession } from '../application/host-accounts.port.js';

@Injectable()
export class IdentityHostAccounts extends HostAccounts {
  constructor(
    private readonly signIn: VerifiedEmailSignIn,
    private readonly users: UserDirectory,
  ) {
    super();
  }

  async signInVerified(email: string, userAgent?: string): Promise<HostSession> {
    const {
      userId,
      sessionToken,
      expiresAt,
      createdAccount,
      email: address,
    } = await this.signIn.signIn(email, userAgent);
    return { userId, email: address, sessionToken, expiresAt, createdAccount };
  }

  grantHostRole(userId: string): Promise<void> {
    return this.users.grantRole(userId, 'host');
  }

  async exists(userId: string): Promise<{ id: string; email: string } | null> {
    const user = await this.users.find(userId);
    return user ? { id: user.id, email: user.email } : null;
  }
}

/** Claim links follow the sign-in links' secret rules, kept in identity. */
@Injectable()
export class IdentityClaimSecrets extends ClaimSecrets {
  private static readonly purpose = 'hosting.claim';

  constructor(private readonly secrets: LinkSecrets) {
    super();
  }

  issue(): { secret: string; hash: string } {
    return this.secrets.issue(IdentityClaimSecrets.purpose);
  }

  hashOf(secret: string): string {
    return this.secrets.hashOf(IdentityClaimSecrets.purpose, secret);
  }
}
