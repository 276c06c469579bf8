import type { TicketPolicy } from '../domain/refund-rules.js';

/**
 * What joining a group costs, as the rounds compute it from the round's terms (the program's
 * price or the $10 deposit), with the group's event: one charge per membership (`key`).
 */
export interface GroupChargeRequest {
  key: string;
  memberId: string;
  roundId: string;
  groupId: string;
  kind: 'deposit' | 'payment';
  amountCents: number;
  currency: string;
  title: string;
  eventStartsAt: Date;
  eventEndsAt: Date;
  /** Who organises it and earns the host's share; null for Ember's own programs. */
  hostId: string | null;
  /** The format's policies when the round sells a host's format; the defaults otherwise. */
  policy?: TicketPolicy;
}

export interface GroupCheckout {
  /** The payment to pay on /payment, or the deposit that already covers it; null when nothing is asked. */
  paymentId: string | null;
  /** What the member still has to pay; 0 when it is paid or covered. */
  amountDueCents: number;
  currency: string;
  kind: 'deposit' | 'payment';
}
