import { newId } from '@ember/kernel';

/**
 * Every way money moves, as Ember books it (all amounts positive, in minor units):
 * - charge: taken from a member's card (a deposit or a ticket);
 * - deposit-applied: a deposit counted toward a ticket (part of that ticket's gross);
 * - refund: given back to a member's card;
 * - deposit-forfeited: a no-show's deposit, kept by Ember;
 * - platform-fee, processing-fee, host-earning: a ticket's retained money divided after the event;
 * - transfer: Ember's balance moved to a host's connected account;
 * - transfer-reversal: taken back from a host's connected account (a destination charge gave more than earned);
 * - payout: paid out to a host's bank account.
 */
export const ledgerKinds = [
  'charge',
  'deposit-applied',
  'refund',
  'deposit-forfeited',
  'platform-fee',
  'processing-fee',
  'host-earning',
  'transfer',
  'transfer-reversal',
  'payout',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** A movement a domain object asks to book; the key makes booking it twice a no-op. */
export interface LedgerMovement {
  key: string;
  kind: LedgerKind;
  amountCents: number;
  providerRef: string | null;
  /** The earnings line (round or format) it counts toward. */
  eventKey: string | null;
}

/** One booked movement: immutable once written, unique by its idempotency key. */
export class LedgerEntry {
  id!: string;
  key!: string;
  kind!: LedgerKind;
  amountCents!: number;
  currency!: string;
  paymentId: string | null = null;
  payoutId: string | null = null;
  memberId: string | null = null;
  hostId: string | null = null;
  eventKey: string | null = null;
  providerRef: string | null = null;
  occurredAt!: Date;

  static book(
    movement: LedgerMovement,
    owner: {
      currency: string;
      paymentId?: string | null;
      payoutId?: string | null;
      memberId?: string | null;
      hostId?: string | null;
    },
    now: Date,
  ): LedgerEntry {
    if (!Number.isInteger(movement.amountCents) || movement.amountCents < 0) {
      throw new RangeError(`ledger amounts are whole positive minor units: ${movement.amountCents}`);
    }
    return Object.assign(new LedgerEntry(), {
      id: newId(),
      key: movement.key,
      kind: movement.kind,
      amountCents: movement.amountCents,
      currency: owner.currency,
      paymentId: owner.paymentId ?? null,
      payoutId: owner.payoutId ?? null,
      memberId: owner.memberId ?? null,
      hostId: owner.hostId ?? null,
      eventKey: movement.eventKey,
      providerRef: movement.providerRef,
      occurredAt: now,
    });
  }
}
