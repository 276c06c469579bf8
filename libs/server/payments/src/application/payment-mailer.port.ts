export interface ReceiptLine {
  label: string;
  amountCents: number;
}

export interface Receipt {
  /** Idempotency key of the message. */
  key: string;
  to: string;
  kind: 'deposit-paid' | 'ticket-paid' | 'refund' | 'deposit-forfeited';
  title: string;
  currency: string;
  lines: ReceiptLine[];
  totalCents: number;
  at: Date;
  reference: string;
  note?: string;
  testMode: boolean;
}

export interface ReconciliationMail {
  key: string;
  to: string;
  ranAt: Date;
  differences: { subject: string; field: string; ledger: string; provider: string }[];
}

/** Receipts by e-mail, and the reconciliation report to admins. */
export abstract class PaymentMailer {
  abstract receipt(receipt: Receipt): Promise<void>;
  abstract reconciliation(mail: ReconciliationMail): Promise<void>;
}
