import { Global, Module } from '@nestjs/common';
import { OperatorAudit } from '@ember/platform';
import { AuditLog } from './domain/audit-log.repository.js';
import { AuditLogOperatorAudit } from './infrastructure/audit-log-operator-audit.js';
import { SqlAuditLog } from './infrastructure/sql-audit-log.js';

/**
 * The audit log, and the OperatorAudit port through which other contexts' routes (rounds planned
 * or moved by an admin) write to it; global so those contexts need not import moderation.
 */
@Global()
@Module({
  providers: [
    { provide: AuditLog, useClass: SqlAuditLog },
    { provide: OperatorAudit, useClass: AuditLogOperatorAudit },
  ],
  exports: [AuditLog, OperatorAudit],
})
export class ModerationAuditModule {}
