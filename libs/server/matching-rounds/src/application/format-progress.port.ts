/** What a format's selection round tells hosting, for the host's numbers and activity. Idempotent. */
export abstract class FormatProgress {
  abstract groupFormed(formatId: string, groupId: string, size: number): Promise<void>;
  /** The member joined their group and paid the ticket (`paymentId`: the payment port's record). */
  abstract ticketPaid(formatId: string, memberId: string, paymentId: string, amountCents: number): Promise<void>;
  /** The host checked the member in at the event. */
  abstract attended(formatId: string, memberId: string, groupId: string): Promise<void>;
  /** Money back to the member: the group did not meet, or the member cancelled by the ticket's policies. */
  abstract ticketRefunded(formatId: string, memberId: string, refundId: string, amountCents: number): Promise<void>;
}
