/** Delayed work, each keyed so it runs once: a deposit's refund, a group's settlement, a payout. */
export abstract class PaymentsScheduler {
  /** The unused deposit goes back at `at` (three months after it was paid). */
  abstract depositRefundDue(paymentId: string, at: Date): Promise<void>;
  /** After the group's event: fees booked, deposits returned, the host paid. */
  abstract settlementDue(groupId: string, at: Date): Promise<void>;
  /** Pays a host's payout now (again, if an earlier try could not). */
  abstract payoutDue(payoutId: string): Promise<void>;
}
