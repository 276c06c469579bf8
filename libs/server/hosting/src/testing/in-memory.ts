import type { ClaimSecrets } from '../application/claim-secrets.port.js';
import type { CreationThrottle, ThrottleOutcome } from '../application/creation-throttle.port.js';
import type { HostAccounts, HostSession } from '../application/host-accounts.port.js';
import type {
  ClaimLinkMail,
  DraftSavedMail,
  FormatLiveMail,
  HostingMailer,
  InterestClosedMail,
  InterestExtendedMail,
  InterestMilestoneMail,
  LowInterestCancelledMail,
} from '../application/hosting-mailer.port.js';
import type { ClaimLink } from '../domain/claim-link.entity.js';
import { ClaimLinkRepository } from '../domain/claim-link.repository.js';
import type { EventFormat } from '../domain/event-format.entity.js';
import { EventFormatRepository, type FormatSearch } from '../domain/event-format.repository.js';
import type { FormatActivity } from '../domain/format-activity.entity.js';
import { FormatActivityRepository } from '../domain/format-activity.repository.js';
import type { FormatStatus } from '../domain/format-status.js';

/** In-memory stand-ins for the ports, for the use cases' unit tests. */
export class InMemoryFormats extends EventFormatRepository {
  readonly rows = new Map<string, EventFormat>();

  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async findActiveBySlug(slug: string) {
    return [...this.rows.values()].find((format) => format.slug === slug && format.status === 'active') ?? null;
  }
  async listByOwner(ownerId: string, statuses: readonly FormatStatus[]) {
    return [...this.rows.values()].filter((format) => format.ownerId === ownerId && statuses.includes(format.status));
  }
  async listUnclaimed(email: string) {
    return [...this.rows.values()].filter((format) => format.hostEmail === email && format.ownerId === null);
  }
  async searchActive(search: FormatSearch) {
    const formats = [...this.rows.values()].filter(
      (format) => format.status === 'active' && format.title.toLowerCase().includes(search.text.toLowerCase()),
    );
    return { formats: formats.slice(search.offset, search.offset + search.limit), total: formats.length };
  }
  async listAll(statuses: readonly FormatStatus[], limit: number, offset: number) {
    const formats = [...this.rows.values()].filter(
      (format) => statuses.length === 0 || statuses.includes(format.status),
    );
    return { formats: formats.slice(offset, offset + limit), total: formats.length };
  }
  async save(format: EventFormat) {
    this.rows.set(format.id, format);
  }
  async listCollectingInterest() {
    return [...this.rows.values()].filter((format) => format.status === 'active' && format.interestClosedAt === null);
  }
  async listInterestClosedSince(since: Date) {
    return [...this.rows.values()].filter(
      (format) => format.status === 'active' && format.interestClosedAt !== null && format.interestClosedAt > since,
    );
  }
  async recordInterestOutcome(format: EventFormat) {
    this.rows.set(format.id, format);
    return true;
  }
  async delete(format: EventFormat) {
    this.rows.delete(format.id);
  }
}

export class InMemoryClaimLinks extends ClaimLinkRepository {
  readonly rows: ClaimLink[] = [];

  async save(link: ClaimLink) {
    this.rows.push(link);
  }
  async consume(secretHash: string, now: Date) {
    const link = this.rows.find((row) => row.secretHash === secretHash);
    if (!link?.isUsable(now)) return null;
    link.usedAt = now;
    return link;
  }
}

export class InMemoryActivities extends FormatActivityRepository {
  readonly rows: FormatActivity[] = [];

  async record(activity: FormatActivity) {
    if (this.rows.some((row) => row.eventKey === activity.eventKey)) return false;
    this.rows.push(activity);
    return true;
  }
  async listForOwner() {
    return { activities: [...this.rows].reverse(), total: this.rows.length };
  }
}

export class FakeAccounts implements HostAccounts {
  readonly hosts = new Set<string>();
  readonly accounts = new Map<string, string>();

  async signInVerified(email: string): Promise<HostSession> {
    const createdAccount = !this.accounts.has(email);
    if (createdAccount) this.accounts.set(email, `user-${this.accounts.size + 1}`);
    return {
      userId: this.accounts.get(email) ?? '',
      email,
      sessionToken: 'session-token',
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      createdAccount,
    };
  }
  async grantHostRole(userId: string) {
    this.hosts.add(userId);
  }
  async exists(userId: string) {
    const email = [...this.accounts].find(([, id]) => id === userId)?.[0];
    return email ? { id: userId, email } : null;
  }
}

/** Hashes are the secret reversed: plainly not the secret, and checkable. */
export class FakeSecrets implements ClaimSecrets {
  private counter = 0;

  issue() {
    this.counter += 1;
    const secret = `secret-${this.counter}`;
    return { secret, hash: this.hashOf(secret) };
  }
  hashOf(secret: string) {
    return [...secret].reverse().join('');
  }
}

export class RecordingMailer implements HostingMailer {
  readonly claimLinks: ClaimLinkMail[] = [];
  readonly live: FormatLiveMail[] = [];
  readonly draftsSaved: DraftSavedMail[] = [];

  async sendClaimLink(mail: ClaimLinkMail) {
    this.claimLinks.push(mail);
  }
  async sendDraftSaved(mail: DraftSavedMail) {
    this.draftsSaved.push(mail);
  }
  async sendFormatLive(mail: FormatLiveMail) {
    this.live.push(mail);
  }
  readonly interestMails: (InterestClosedMail | InterestExtendedMail | LowInterestCancelledMail)[] = [];
  async sendInterestMilestone(mail: InterestMilestoneMail) {
    this.interestMails.push(mail);
  }
  async sendInterestClosed(mail: InterestClosedMail) {
    this.interestMails.push(mail);
  }
  async sendInterestExtended(mail: InterestExtendedMail) {
    this.interestMails.push(mail);
  }
  async sendCancelledForLowInterest(mail: LowInterestCancelledMail) {
    this.interestMails.push(mail);
  }
}

/** Allows `allowed` calls, then refuses. */
export class CountingThrottle implements CreationThrottle {
  calls = 0;

  constructor(private readonly allowed = Number.POSITIVE_INFINITY) {}

  async consume(): Promise<ThrottleOutcome> {
    this.calls += 1;
    return this.calls <= this.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: 60 };
  }
}
