import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ReconciliationReport, ReconciliationReports } from '../application/reconciliation-reports.port.js';
import { ReconciliationReportRecord } from './records.js';

@Injectable()
export class SqlReconciliationReports extends ReconciliationReports {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(report: ReconciliationReport): Promise<void> {
    await this.em.fork().insert(ReconciliationReportRecord, { ...report });
  }

  async latest(limit: number): Promise<ReconciliationReport[]> {
    return this.em.find(
      ReconciliationReportRecord,
      {},
      { disableIdentityMap: true, orderBy: { ranAt: 'desc' }, limit },
    );
  }
}
