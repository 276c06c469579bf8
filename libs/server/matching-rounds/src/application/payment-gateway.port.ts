import type { JoinChargeKind } from '../domain/round/round-terms.js';

export interface ChargeRequest {
  /** One charge per key (the membership): asking again answers the same record. */
  key: string;
  memberId: string;
  roundId: string;
  groupId: string;
  kind: JoinChargeKind;
  amountCents: number;
  currency: string;
}

export const chargeStates = ['held', 'captured', 'refunded'] as const;
export type ChargeState = (typeof chargeStates)[number];

export interface ChargeRecord {
  reference: string;
  state: ChargeState;
}

/**
 * Deposits and payments taken on joining. Held on joining; captured when the group is confirmed
 * (a deposit is applied to the event); refunded when the group does not meet. Each step is
 * idempotent, so a retried job never charges or refunds twice.
 */
export abstract class PaymentGateway {
  abstract hold(request: ChargeRequest): Promise<ChargeRecord>;
  abstract capture(reference: string): Promise<ChargeState>;
  abstract refund(reference: string): Promise<ChargeState>;
}
