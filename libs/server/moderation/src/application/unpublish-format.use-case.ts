import type { Clock } from '@ember/kernel';
import { AuditEntry } from '../domain/audit-entry.entity.js';
import type { AuditLog } from '../domain/audit-log.repository.js';
import { FormatNotFoundError, FormatNotPublishedError, ReasonRequiredError } from '../domain/moderation.errors.js';
import type { HostFormat, HostFormats } from './host-formats.port.js';
import type { ModerationMailer } from './moderation-mailer.port.js';
import type { Operator } from './operator.js';

/** The operator takes a published format down with a reason, which is e-mailed to its host; audited. */
export class UnpublishFormatUseCase {
  constructor(
    private readonly formats: HostFormats,
    private readonly mailer: ModerationMailer,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(operator: Operator, formatId: string, reason: string): Promise<HostFormat> {
    const text = reason.trim();
    if (!text) throw new ReasonRequiredError();
    const result = await this.formats.unpublish(formatId);
    if (result.outcome === 'not-found') throw new FormatNotFoundError();
    if (result.outcome === 'not-published') throw new FormatNotPublishedError(result.status);
    const { format } = result;
    await this.mailer.formatUnpublished(
      format.hostEmail,
      `moderation.format-unpublished.${format.id}`,
      format.title,
      text,
    );
    await this.audit.append(
      AuditEntry.record(
        {
          operatorId: operator.id,
          operatorEmail: operator.email,
          action: 'format.unpublished',
          targetType: 'format',
          targetId: format.id,
          targetLabel: `${format.title} (${format.hostEmail})`.slice(0, 254),
          reason: text,
        },
        this.clock.now(),
      ),
    );
    return format;
  }
}
