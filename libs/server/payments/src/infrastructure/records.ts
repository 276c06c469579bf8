/** A provider notification, kept by its id so it is handled once. */
export class WebhookEventRecord {
  id!: string;
  type!: string;
  receivedAt!: Date;
  processedAt: Date | null = null;
}

/** One run of the daily reconciliation. */
export class ReconciliationReportRecord {
  id!: string;
  ranAt!: Date;
  provider!: string;
  checked!: number;
  differences!: { subject: string; field: string; ledger: string; provider: string }[];
}
