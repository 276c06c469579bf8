import type { AuditEntry } from './audit-entry.entity.js';

export abstract class AuditLog {
  abstract append(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  abstract list(limit: number): Promise<AuditEntry[]>;
}
