import type { AuditEntry } from '../domain/audit-entry.entity.js';
import type { AuditLog } from '../domain/audit-log.repository.js';

const columns = ['at', 'operator', 'action', 'targetType', 'targetId', 'target', 'reason'] as const;

/** The audit log for the console, newest first, and the same as CSV. */
export class AuditLogQuery {
  constructor(private readonly audit: AuditLog) {}

  list(limit: number): Promise<AuditEntry[]> {
    return this.audit.list(limit);
  }

  async csv(limit: number): Promise<string> {
    const rows = (await this.audit.list(limit)).map((entry) => [
      entry.at.toISOString(),
      entry.operatorEmail,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.targetLabel,
      entry.reason ?? '',
    ]);
    return [columns, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
  }
}

/** RFC 4180 quoting; a leading formula character is neutralised so a spreadsheet never runs it. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
