import type { Clock } from '@ember/kernel';
import { type FormatDraftInput, isHostEmail } from '@ember/hosting-rules';
import { ClaimLink } from '../domain/claim-link.entity.js';
import type { ClaimLinkRepository } from '../domain/claim-link.repository.js';
import { EventFormat } from '../domain/event-format.entity.js';
import { CreationLimitReachedError, HostEmailRequiredError } from '../domain/event-format.errors.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import { FormatActivity, activityMessages } from '../domain/format-activity.entity.js';
import type { FormatActivityRepository } from '../domain/format-activity.repository.js';
import type { Actor } from './actor.js';
import type { ClaimSecrets } from './claim-secrets.port.js';
import type { CreationThrottle } from './creation-throttle.port.js';
import type { HostAccounts } from './host-accounts.port.js';
import type { HostingMailer } from './hosting-mailer.port.js';

export interface CreateFormatDraftCommand {
  /** The signed-in caller, or null for someone using the wizard without an account. */
  actor: Actor | null;
  input: FormatDraftInput;
  ip: string;
  /** The site the person is on; the claim link brings them back there. */
  linkOrigin: string;
}

/** The web page that opens a claim link: it calls the claim route, then shows the host console. */
export const claimPagePath = '/host/claim';

/**
 * A new draft. A signed-in member who makes one becomes a host and gets the next steps by e-mail
 * (spec 3 §8's success message promises them). Without an account the wizard
 * gives only an e-mail address: the format is kept unclaimed and the address gets the next steps
 * with a single-use claim link.
 */
export class CreateFormatDraftUseCase {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly activities: FormatActivityRepository,
    private readonly accounts: HostAccounts,
    private readonly secrets: ClaimSecrets,
    private readonly claimLinks: ClaimLinkRepository,
    private readonly mailer: HostingMailer,
    private readonly throttle: CreationThrottle,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, input, ip, linkOrigin }: CreateFormatDraftCommand): Promise<EventFormat> {
    const now = this.clock.now();
    if (actor) {
      const format = EventFormat.draft(actor.id, actor.email, input, now);
      await this.formats.save(format);
      await this.accounts.grantHostRole(actor.id);
      await this.recordCreated(format, now);
      await this.mailer.sendDraftSaved({
        to: actor.email,
        formatId: format.id,
        formatTitle: format.title,
        consoleUrl: new URL(`/host/format/${format.id}/details`, linkOrigin).toString(),
      });
      return format;
    }

    const email = input.hostInfo?.email;
    if (!isHostEmail(email)) throw new HostEmailRequiredError();
    const address = email.trim().toLowerCase();
    const format = EventFormat.draft(null, address, input, now);
    const outcome = await this.throttle.consume(address, ip);
    if (!outcome.allowed) throw new CreationLimitReachedError(outcome.retryAfterSeconds);
    await this.formats.save(format);
    await this.recordCreated(format, now);

    const { secret, hash } = this.secrets.issue();
    const link = ClaimLink.issue(format.id, address, hash, now);
    await this.claimLinks.save(link);
    const claimUrl = new URL(claimPagePath, linkOrigin);
    claimUrl.searchParams.set('token', secret);
    await this.mailer.sendClaimLink({
      to: address,
      formatId: format.id,
      formatTitle: format.title,
      claimUrl: claimUrl.toString(),
    });
    return format;
  }

  private async recordCreated(format: EventFormat, now: Date): Promise<void> {
    await this.activities.record(
      FormatActivity.record(
        format.id,
        format.title,
        'new_format',
        activityMessages.newFormat(format.title),
        now,
        `new_format:${format.id}`,
      ),
    );
  }
}
