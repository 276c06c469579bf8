import type { Clock } from '@ember/kernel';
import { AuditEntry, type AuditAction } from '../domain/audit-entry.entity.js';
import type { AuditLog } from '../domain/audit-log.repository.js';
import { ContentNotFoundError, ReasonRequiredError } from '../domain/moderation.errors.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberMedia, MemberMediaItem } from './member-media.port.js';
import type { ModerationMailer } from './moderation-mailer.port.js';
import type { Operator } from './operator.js';

/**
 * The operator's verdict on a photo or prompt video: approve it (it leaves the queue), or remove it
 * for good with a reason, which is e-mailed to the member with a request for a new one. Audited.
 */
export class ReviewContentUseCase {
  constructor(
    private readonly media: MemberMedia,
    private readonly accounts: MemberAccounts,
    private readonly mailer: ModerationMailer,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async approve(operator: Operator, mediaId: string): Promise<MemberMediaItem> {
    const item = await this.media.approve(mediaId);
    if (!item) throw new ContentNotFoundError();
    await this.record(operator, 'content.approved', item, null);
    return item;
  }

  async remove(
    operator: Operator,
    mediaId: string,
    reason: string,
    action: AuditAction = 'content.removed',
  ): Promise<MemberMediaItem> {
    const text = reason.trim();
    if (!text) throw new ReasonRequiredError();
    const item = await this.media.remove(mediaId);
    if (!item) throw new ContentNotFoundError();
    const [owner] = await this.accounts.accounts([item.ownerId]);
    if (owner) await this.mailer.mediaRemoved(owner.email, `moderation.media-removed.${item.id}`, item.kind, text);
    await this.record(operator, action, item, text, owner?.email);
    return item;
  }

  private async record(
    operator: Operator,
    action: AuditAction,
    item: MemberMediaItem,
    reason: string | null,
    ownerEmail?: string,
  ): Promise<void> {
    const email = ownerEmail ?? (await this.accounts.accounts([item.ownerId]))[0]?.email ?? item.ownerId;
    await this.audit.append(
      AuditEntry.record(
        {
          operatorId: operator.id,
          operatorEmail: operator.email,
          action,
          targetType: 'media',
          targetId: item.id,
          targetLabel: `${item.kind === 'photo' ? 'photo' : 'video'} of ${email}`,
          reason,
        },
        this.clock.now(),
      ),
    );
  }
}
