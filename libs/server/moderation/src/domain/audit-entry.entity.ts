import { newId } from '@ember/kernel';

export const auditActions = [
  'role.granted',
  'role.revoked',
  'member.suspended',
  'member.restored',
  'report.dismissed',
  'report.warned',
  'report.media-removed',
  'report.suspended',
  'content.approved',
  'content.removed',
  'format.unpublished',
  'round.created',
  'round.rescheduled',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One operator action, as it happened; entries are only ever added (the table refuses changes). */
export class AuditEntry {
  id!: string;
  operatorId!: string;
  operatorEmail!: string;
  action!: AuditAction;
  targetType!: 'member' | 'report' | 'media' | 'format' | 'round';
  targetId!: string;
  /** What the operator saw the target as (an address), kept in case the target changes later. */
  targetLabel!: string;
  reason!: string | null;
  at!: Date;

  static record(input: Omit<AuditEntry, 'id' | 'at' | 'reason'> & { reason?: string | null }, now: Date): AuditEntry {
    return Object.assign(new AuditEntry(), { ...input, id: newId(), reason: input.reason?.trim() || null, at: now });
  }
}
