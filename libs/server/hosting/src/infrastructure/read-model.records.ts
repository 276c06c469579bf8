/** Rows of hosting's read models, fed by `FormatLifecycleEvents`; only SQL reads and writes them. */
export class InterestRegistrationRecord {
  id!: string;
  formatId!: string;
  memberId!: string;
  displayName: string | null = null;
  registeredAt!: Date;
  confirmedAt: Date | null = null;
  withdrawnAt: Date | null = null;
}

export class FormatGroupRecord {
  id!: string;
  formatId!: string;
  size!: number;
  formedAt!: Date;
}

export class FormatPaymentRecord {
  id!: string;
  paymentKey!: string;
  formatId!: string;
  memberId!: string;
  kind!: string;
  amountCents!: number;
  hostEarningsCents!: number;
  occurredAt!: Date;
}

export class AttendanceRecordRow {
  id!: string;
  formatId!: string;
  memberId!: string;
  /** The group's id, or '' for an answer not tied to a group (one answer per member and group). */
  groupKey!: string;
  attended!: boolean;
  recordedAt!: Date;
}
