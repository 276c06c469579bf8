import type { JoinChargeKind } from '../domain/round/round-terms.js';

/** What joining a group costs and what it is for, from the round's terms (never the client's word). */
export interface ChargeRequest {
  /** One charge per key (the membership): asking again answers the same record. */
  key: string;
  memberId: string;
  roundId: string;
  groupId: string;
  kind: JoinChargeKind;
  amountCents: number;
  currency: string;
  /** The program's name, on receipts and the host's earnings. */
  title: string;
  eventStartsAt: Date;
  /** When the group's last session ends: its host is paid after it. */
  eventEndsAt: Date;
  /** Who created the round and earns the host's share; null for Ember's own rounds. */
  hostId: string | null;
}

export const chargeStates = ['held', 'captured', 'refunded'] as const;
export type ChargeState = (typeof chargeStates)[number];

export interface ChargeRecord {
  /** Null when nothing is held: an optional deposit the member did not pay. */
  reference: string | null;
  state: ChargeState;
}

/** What the member pays on /payment before joining. */
export interface CheckoutRecord {
  paymentId: string | null;
  amountDueCents: number;
  currency: string;
  kind: JoinChargeKind;
}

export interface CancellationRecord {
  state: ChargeState;
  refundedCents: number;
  /** The policy rule that decided the refund, in words. */
  rule: string;
}

/**
 * Deposits and payments taken on joining. Paid first (checkout, then the card form on /payment),
 * held on joining, captured when the group is confirmed (a deposit is applied to the event),
 * refunded when the group does not meet, and refunded by the ticket's policies when the member
 * cancels. Each step is idempotent, so a retried job never charges or refunds twice.
 */
export abstract class PaymentGateway {
  abstract checkout(request: ChargeRequest): Promise<CheckoutRecord>;
  /** Throws PaymentRequiredError when the ticket (or a mandatory deposit) is not paid. */
  abstract hold(request: ChargeRequest): Promise<ChargeRecord>;
  abstract capture(reference: string): Promise<ChargeState>;
  abstract refund(reference: string, key: string): Promise<ChargeState>;
  abstract cancelByMember(reference: string, key: string): Promise<CancellationRecord>;
  /** The review is over: checkouts of the group that nobody joined with are let go. */
  abstract closeCheckouts(groupId: string): Promise<void>;
}
