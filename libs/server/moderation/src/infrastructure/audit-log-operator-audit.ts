import { Inject, Injectable } from '@nestjs/common';
import type { Clock } from '@ember/kernel';
import { CLOCK, type OperatorAction, OperatorAudit } from '@ember/platform';
import { AuditEntry } from '../domain/audit-entry.entity.js';
import { AuditLog } from '../domain/audit-log.repository.js';

/** Other contexts' operator actions, appended to moderation's audit log like its own. */
@Injectable()
export class AuditLogOperatorAudit extends OperatorAudit {
  constructor(
    private readonly log: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  async record({ operator, action, target, reason }: OperatorAction): Promise<void> {
    await this.log.append(
      AuditEntry.record(
        {
          operatorId: operator.id,
          operatorEmail: operator.email,
          action,
          targetType: target.type,
          targetId: target.id,
          targetLabel: target.label.slice(0, 254),
          reason: reason ?? null,
        },
        this.clock.now(),
      ),
    );
  }
}
