import { ApiProperty } from '@nestjs/swagger';
import { type AuditEntry, auditActions } from '../../domain/audit-entry.entity.js';

export class AuditEntryResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ format: 'uuid' })
  operatorId!: string;

  @ApiProperty({ example: 'admin@ember.local' })
  operatorEmail!: string;

  @ApiProperty({ enum: auditActions })
  action!: string;

  @ApiProperty({ enum: ['member', 'report'] })
  targetType!: string;

  @ApiProperty({ format: 'uuid' })
  targetId!: string;

  @ApiProperty({ example: 'ben@example.com' })
  targetLabel!: string;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  static from(entry: AuditEntry): AuditEntryResponse {
    return {
      id: entry.id,
      at: entry.at.toISOString(),
      operatorId: entry.operatorId,
      operatorEmail: entry.operatorEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      reason: entry.reason,
    };
  }
}

export class AuditLogResponse {
  @ApiProperty({ type: [AuditEntryResponse], description: 'Newest first.' })
  entries!: AuditEntryResponse[];
}
