import type { Difference } from '../domain/reconciliation.js';

export interface ReconciliationReport {
  id: string;
  ranAt: Date;
  provider: string;
  checked: number;
  differences: Difference[];
}

export abstract class ReconciliationReports {
  abstract save(report: ReconciliationReport): Promise<void>;
  abstract latest(limit: number): Promise<ReconciliationReport[]>;
}
