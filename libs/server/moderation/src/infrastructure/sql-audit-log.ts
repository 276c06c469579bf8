import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry } from '../domain/audit-entry.entity.js';
import { AuditLog } from '../domain/audit-log.repository.js';

/** `moderation.audit_entries`: a trigger refuses UPDATE, DELETE and TRUNCATE, so rows are only added. */
@Injectable()
export class SqlAuditLog extends AuditLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async append(entry: AuditEntry): Promise<void> {
    await this.em.insert(AuditEntry, entry);
  }

  list(limit: number): Promise<AuditEntry[]> {
    return this.em.find(AuditEntry, {}, { orderBy: { at: 'desc', id: 'desc' }, limit, disableIdentityMap: true });
  }
}
