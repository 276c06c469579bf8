import type { Clock } from '@ember/kernel';
import type { ClaimLinkRepository } from '../domain/claim-link.repository.js';
import { InvalidClaimLinkError } from '../domain/event-format.errors.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { ClaimSecrets } from './claim-secrets.port.js';
import type { HostAccounts, HostSession } from './host-accounts.port.js';

export interface ClaimedFormats {
  session: HostSession;
  /** The format the link was mailed for first, then any other unclaimed format of the address. */
  formatIds: string[];
}

/**
 * Opening a claim link: once, before it expires. It proves the person reads the address, so it
 * signs them in (creating the account if needed), makes them a host, and attaches the format it
 * was mailed for together with every other format made without an account for that address.
 */
export class ClaimFormatsUseCase {
  constructor(
    private readonly claimLinks: ClaimLinkRepository,
    private readonly secrets: ClaimSecrets,
    private readonly formats: EventFormatRepository,
    private readonly accounts: HostAccounts,
    private readonly clock: Clock,
  ) {}

  async execute(secret: string, userAgent?: string): Promise<ClaimedFormats> {
    const now = this.clock.now();
    const link = await this.claimLinks.consume(this.secrets.hashOf(secret), now);
    if (!link) throw new InvalidClaimLinkError();
    const session = await this.accounts.signInVerified(link.email, userAgent);
    await this.accounts.grantHostRole(session.userId);
    const unclaimed = await this.formats.listUnclaimed(link.email);
    const ordered = [
      ...unclaimed.filter((format) => format.id === link.formatId),
      ...unclaimed.filter((format) => format.id !== link.formatId),
    ];
    for (const format of ordered) {
      format.claimBy(session.userId, now);
      await this.formats.save(format);
    }
    return { session, formatIds: ordered.map((format) => format.id) };
  }
}
