import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { ReconciliationReport } from '../../application/reconciliation-reports.port.js';

export class DifferenceResponse {
  @ApiProperty({ example: 'payment 0195… (pi_…)' })
  subject!: string;

  @ApiProperty({ example: 'refunded' })
  field!: string;

  @ApiProperty({ example: '0' })
  ledger!: string;

  @ApiProperty({ example: '500' })
  provider!: string;
}

export class ReconciliationReportResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  ranAt!: string;

  @ApiProperty({ enum: ['offline', 'stripe'] })
  provider!: string;

  @ApiProperty({ description: 'Charges and payouts compared.' })
  checked!: number;

  @ApiProperty({ type: [DifferenceResponse] })
  differences!: DifferenceResponse[];

  static from(report: ReconciliationReport): ReconciliationReportResponse {
    return { ...report, ranAt: report.ranAt.toISOString(), differences: [...report.differences] };
  }
}

export class ReconciliationReportsResponse {
  @ApiProperty({ type: [ReconciliationReportResponse] })
  reports!: ReconciliationReportResponse[];
}

export class NoShowRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  groupId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  memberId!: string;
}

export class NoShowResponse {
  @ApiProperty({ description: 'A deposit held for the group was kept.' })
  kept!: boolean;
}

export class WebhookReceivedResponse {
  @ApiProperty()
  received!: boolean;

  @ApiProperty({ description: 'The event was handled before; nothing changed.' })
  duplicate!: boolean;
}
