/**
 * Hosting's read models of what happens to a published format, written as the format-lifecycle
 * and payments work reports it (see `FormatLifecycleEvents`). Every write is idempotent: the same
 * fact told twice is kept once, and each method answers whether it changed anything.
 */
export interface InterestRecord {
  formatId: string;
  memberId: string;
  /** How the host sees the participant (a first name); null when unknown. */
  displayName: string | null;
  at: Date;
}

export interface GroupRecord {
  groupId: string;
  formatId: string;
  size: number;
  at: Date;
}

export interface PaymentRecord {
  /** The payment's or refund's own id (idempotency). */
  paymentId: string;
  formatId: string;
  memberId: string;
  kind: 'payment' | 'refund';
  /** What the participant paid, or got back, in cents. */
  amountCents: number;
  /** The host's share of it (80 %), in cents. */
  hostEarningsCents: number;
  at: Date;
}

export interface AttendanceRecord {
  formatId: string;
  memberId: string;
  groupId: string | null;
  attended: boolean;
  at: Date;
}

export abstract class LifecycleRecords {
  abstract recordInterest(record: InterestRecord): Promise<boolean>;
  abstract withdrawInterest(formatId: string, memberId: string, at: Date): Promise<boolean>;
  /** The member registered interest in the format and has not withdrawn it. */
  abstract isInterested(formatId: string, memberId: string): Promise<boolean>;
  /** The formats the member is interested in and has not withdrawn from. */
  abstract interestsOf(memberId: string): Promise<string[]>;
  abstract confirmParticipant(formatId: string, memberId: string, at: Date): Promise<boolean>;
  abstract recordGroup(record: GroupRecord): Promise<boolean>;
  abstract recordPayment(record: PaymentRecord): Promise<boolean>;
  /** One answer per member and group; a later answer replaces an earlier one. */
  abstract recordAttendance(record: AttendanceRecord): Promise<boolean>;
}
