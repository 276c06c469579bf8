import { newId } from '@ember/kernel';
import type { LedgerMovement } from './ledger-entry.entity.js';
import { PaymentStateError } from './payment.errors.js';
import { threeMonthsAfter } from './deposit-rules.js';
import {
  type RefundAnswer,
  type RefundReason,
  type TicketPolicy,
  defaultTicketPolicy,
  refundFor,
} from './refund-rules.js';

export const paymentPurposes = ['deposit', 'ticket'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/**
 * pending (waiting for the member) → authorized (a ticket held on the card) → captured (taken);
 * pending or authorized → canceled (released, nothing taken). Refunds of a captured payment are
 * counted in `refundedCents`.
 */
export const paymentStates = ['pending', 'authorized', 'captured', 'canceled'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** What became of a captured deposit: kept for the next event, held for a group, used, returned or kept by Ember. */
export const depositUses = ['available', 'reserved', 'applied', 'refunded', 'forfeited'] as const;
export type DepositUse = (typeof depositUses)[number];

export const providerNames = ['offline', 'stripe'] as const;
export type ProviderName = (typeof providerNames)[number];

/** What a ticket is for, decided by the server from the round or format (never by the client). */
export interface TicketTerms extends TicketPolicy {
  roundId: string;
  groupId: string;
  /** The line of the host's earnings this ticket belongs to: `round:<id>` (later `format:<id>`). */
  eventKey: string;
  eventTitle: string;
  eventStartsAt: Date;
  /** When the last session ends: the host is paid after it. */
  eventEndsAt: Date;
  /** Who earns the host's share; null for Ember's own programs. */
  hostId: string | null;
}

/** The group a deposit is held for. */
export type DepositEvent = Pick<
  TicketTerms,
  'groupId' | 'roundId' | 'eventKey' | 'eventTitle' | 'eventStartsAt' | 'eventEndsAt'
>;

export interface NewDeposit {
  key: string;
  memberId: string;
  amountCents: number;
  currency: string;
  provider: ProviderName;
}

export interface NewTicket extends NewDeposit {
  terms: TicketTerms;
  /**
   * The member's available deposit, to count toward this ticket: all of it, when it is in the
   * ticket's currency (a currency is never converted).
   */
  deposit: { paymentId: string; creditCents: number; currency: string } | null;
}

/** A deposit that could not count toward a ticket in another currency; it stays the member's. */
export interface UncountedDeposit {
  paymentId: string;
  cents: number;
  currency: string;
}

/** One deposit or ticket a member pays: its amounts in minor units, its provider record and its state. */
export class Payment {
  id!: string;
  /** Idempotency key: asking for the same payment again answers this one. */
  key!: string;
  memberId!: string;
  purpose!: PaymentPurpose;
  provider!: ProviderName;
  /** The provider's id of the charge (a PaymentIntent); null until created, and for offline payments. */
  providerRef: string | null = null;
  /** The price (a ticket's gross), in minor units. */
  amountCents!: number;
  /** The deposit counted toward it; the card is charged the rest. */
  creditCents = 0;
  currency!: string;
  state!: PaymentState;
  capturedCents = 0;
  refundedCents = 0;

  roundId: string | null = null;
  groupId: string | null = null;
  eventKey: string | null = null;
  eventTitle: string | null = null;
  eventStartsAt: Date | null = null;
  eventEndsAt: Date | null = null;
  hostId: string | null = null;
  refundPolicy: string | null = null;
  cancellationPolicy: string | null = null;
  /** The deposit this ticket used. */
  depositPaymentId: string | null = null;
  /** The member's deposit left out of this ticket because it is in another currency. */
  depositNotCounted: UncountedDeposit | null = null;
  /** The host's connected account the card charge went to, with Ember's application fee kept back. */
  hostAccountRef: string | null = null;
  applicationFeeCents = 0;
  /** What sits in the host's connected account from this charge (the destination transfer less reversals). */
  transferredCents = 0;
  transferRef: string | null = null;
  /** The group membership this payment paid for; set when the member joins. */
  joinKey: string | null = null;
  confirmedAt: Date | null = null;
  cancelledByMemberAt: Date | null = null;
  /** The host's share was booked (fees, earnings) after the event. */
  settledAt: Date | null = null;
  /** A ticket is refunded once: the amount and rule decided, kept so a retry finishes the same refund. */
  refundDecision: { key: string; reason: RefundReason; cents: number; rule: string } | null = null;
  /** What went back to the member for this ticket, card and deposit together. */
  returnedCents = 0;
  /** Keys of the refunds counted in `refundedCents`, so none is counted twice. */
  appliedRefunds: string[] = [];

  depositUse: DepositUse | null = null;
  /** The join (membership key) a deposit is held for. */
  reservedFor: string | null = null;
  /** When a deposit still unused goes back (three months after it was paid). */
  refundDueAt: Date | null = null;

  createdAt!: Date;
  authorizedAt: Date | null = null;
  capturedAt: Date | null = null;
  canceledAt: Date | null = null;
  updatedAt!: Date;

  static deposit(request: NewDeposit, now: Date): Payment {
    return Payment.create('deposit', request, now);
  }

  static ticket(request: NewTicket, now: Date): Payment {
    const payment = Payment.create('ticket', request, now);
    const { terms } = request;
    const deposit = request.deposit;
    const counted = deposit && deposit.currency.toUpperCase() === payment.currency ? deposit : null;
    Object.assign(payment, {
      roundId: terms.roundId,
      groupId: terms.groupId,
      eventKey: terms.eventKey,
      eventTitle: terms.eventTitle,
      eventStartsAt: terms.eventStartsAt,
      eventEndsAt: terms.eventEndsAt,
      hostId: terms.hostId,
      refundPolicy: terms.refundPolicy,
      cancellationPolicy: terms.cancellationPolicy,
      depositPaymentId: counted?.paymentId ?? null,
      creditCents: Math.min(counted?.creditCents ?? 0, request.amountCents),
      depositNotCounted:
        deposit && !counted
          ? { paymentId: deposit.paymentId, cents: deposit.creditCents, currency: deposit.currency.toUpperCase() }
          : null,
    });
    return payment;
  }

  private static create(purpose: PaymentPurpose, request: NewDeposit, now: Date): Payment {
    if (!Number.isInteger(request.amountCents) || request.amountCents < 0) {
      throw new RangeError(`amounts are whole minor units: ${request.amountCents}`);
    }
    return Object.assign(new Payment(), {
      id: newId(),
      key: request.key,
      memberId: request.memberId,
      purpose,
      provider: request.provider,
      amountCents: request.amountCents,
      currency: request.currency.toUpperCase(),
      state: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** What the card is charged: the price less the deposit counted toward it. */
  chargeCents(): number {
    return this.amountCents - this.creditCents;
  }

  /** Captured on the card and not refunded. */
  refundableCents(): number {
    return this.capturedCents - this.refundedCents;
  }

  policy(): TicketPolicy | null {
    return this.refundPolicy && this.cancellationPolicy
      ? ({ refundPolicy: this.refundPolicy, cancellationPolicy: this.cancellationPolicy } as TicketPolicy)
      : null;
  }

  attachProvider(
    providerRef: string,
    destination: { accountRef: string; applicationFeeCents: number } | null,
    now: Date,
  ): void {
    this.providerRef = providerRef;
    this.hostAccountRef = destination?.accountRef ?? null;
    this.applicationFeeCents = destination?.applicationFeeCents ?? 0;
    this.updatedAt = now;
  }

  /** A ticket is held on the card; answers false when it already was (or went further). */
  authorize(now: Date): boolean {
    if (this.state !== 'pending') return false;
    this.state = 'authorized';
    this.authorizedAt = now;
    this.updatedAt = now;
    return true;
  }

  /**
   * The money is taken. Records the card charge and, for a ticket, the deposit counted toward it.
   * A payment captured already, or cancelled, stays as it is (no movement twice).
   */
  capture(
    capturedCents: number,
    now: Date,
    transfer: { ref: string | null; cents: number } | null = null,
  ): LedgerMovement[] {
    if (this.state === 'captured' || this.state === 'canceled') return [];
    this.state = 'captured';
    this.capturedCents = capturedCents;
    this.capturedAt = now;
    this.authorizedAt ??= now;
    this.updatedAt = now;
    if (transfer) {
      this.transferRef = transfer.ref;
      this.transferredCents = transfer.cents;
    }
    if (this.purpose === 'deposit') {
      this.depositUse = 'available';
      this.refundDueAt = threeMonthsAfter(now);
    }
    const movements: LedgerMovement[] = [];
    if (capturedCents > 0) {
      movements.push(this.movement(`charge.${this.id}`, 'charge', capturedCents, this.providerRef));
    }
    if (this.creditCents > 0 && this.depositPaymentId) {
      movements.push(this.movement(`deposit-applied.${this.id}`, 'deposit-applied', this.creditCents, null));
    }
    return movements;
  }

  /** Released before anything was taken (authorization cancelled, or abandoned). */
  cancel(now: Date): boolean {
    if (this.state !== 'pending' && this.state !== 'authorized') return false;
    this.state = 'canceled';
    this.canceledAt = now;
    this.updatedAt = now;
    return true;
  }

  /**
   * Money went back to the card: `key` names this refund (the same refund recorded twice is one
   * movement, since the ledger keeps one row per key). `eventKey` books it to the ticket it undoes.
   */
  refund(
    amountCents: number,
    key: string,
    providerRef: string | null,
    now: Date,
    eventKey: string | null = this.eventKey,
    transferReversalCents = 0,
  ): LedgerMovement[] {
    if (this.state !== 'captured') throw new PaymentStateError('Only a payment that was taken can be refunded.');
    if (this.appliedRefunds.includes(key)) return [];
    const amount = Math.min(amountCents, this.refundableCents());
    if (amount <= 0) return [];
    this.appliedRefunds = [...this.appliedRefunds, key];
    this.refundedCents += amount;
    this.transferredCents = Math.max(0, this.transferredCents - transferReversalCents);
    this.updatedAt = now;
    if (this.purpose === 'deposit' && this.refundedCents >= this.capturedCents && this.depositUse !== 'applied') {
      this.depositUse = 'refunded';
    }
    return [{ ...this.movement(`refund.${key}`, 'refund', amount, providerRef), eventKey }];
  }

  /** Refunds observed at the provider (a webhook): counts what is not counted yet. */
  observeRefunded(totalRefundedCents: number, providerRef: string | null, now: Date): LedgerMovement[] {
    const missing = Math.min(totalRefundedCents, this.capturedCents) - this.refundedCents;
    if (this.state !== 'captured' || missing <= 0) return [];
    return this.refund(missing, `${this.id}.observed.${totalRefundedCents}`, providerRef, now);
  }

  /**
   * A deposit held for a group the member joins (deposit-priced and free campaigns), or for a
   * ticket it is counted toward until that ticket is taken. `event` is the group's, for its settlement.
   */
  reserveFor(holder: string, now: Date, event: DepositEvent | null = null): void {
    if (this.purpose !== 'deposit' || this.state !== 'captured') {
      throw new PaymentStateError('Only a paid deposit can be held for a group.');
    }
    if (this.depositUse === 'reserved' && this.reservedFor === holder) return;
    if (this.depositUse !== 'available') throw new PaymentStateError('This deposit is not available any more.');
    this.depositUse = 'reserved';
    this.reservedFor = holder;
    if (event) Object.assign(this, event);
    this.updatedAt = now;
  }

  /** The group or ticket it was held for did not go ahead: the deposit is available again. */
  releaseReservation(holder: string, now: Date): boolean {
    if (this.depositUse !== 'reserved' || this.reservedFor !== holder) return false;
    this.depositUse = 'available';
    this.reservedFor = null;
    this.groupId = null;
    this.eventKey = null;
    this.eventTitle = null;
    this.eventStartsAt = null;
    this.eventEndsAt = null;
    this.updatedAt = now;
    return true;
  }

  /** Counted toward a ticket that was taken. */
  markApplied(now: Date): void {
    if (this.purpose !== 'deposit') return;
    this.depositUse = 'applied';
    this.reservedFor = null;
    this.updatedAt = now;
  }

  /** The member did not show up: Ember keeps the deposit (spec 3 §9). */
  forfeit(now: Date, eventKey: string | null): LedgerMovement[] {
    if (this.purpose !== 'deposit' || (this.depositUse !== 'reserved' && this.depositUse !== 'available')) return [];
    this.depositUse = 'forfeited';
    this.updatedAt = now;
    return [{ ...this.movement(`forfeit.${this.id}`, 'deposit-forfeited', this.refundableCents(), null), eventKey }];
  }

  /** What the ticket's policies give back now, for this reason (all of it when it has none on record). */
  refundNow(reason: RefundReason, now: Date): RefundAnswer {
    const policy = this.policy() ?? defaultTicketPolicy;
    return refundFor({
      reason,
      paidCents: this.amountCents,
      confirmedAt: this.confirmedAt,
      eventStartsAt: this.eventStartsAt ?? now,
      now,
      ...policy,
    });
  }

  /** Decides a ticket's one refund (kept, so a retried step refunds the same amount). */
  decideRefund(decision: NonNullable<Payment['refundDecision']>, now: Date): NonNullable<Payment['refundDecision']> {
    if (this.refundDecision) return this.refundDecision;
    this.refundDecision = decision;
    if (decision.reason === 'member-cancelled') this.cancelledByMemberAt = now;
    this.updatedAt = now;
    return decision;
  }

  /** The decided refund went through, card and deposit parts together. */
  markReturned(cents: number, now: Date): void {
    this.returnedCents = cents;
    this.updatedAt = now;
  }

  /** The group this ticket is for was confirmed: policies now count from here. */
  confirm(now: Date): void {
    this.confirmedAt ??= now;
    this.updatedAt = now;
  }

  private movement(key: string, kind: LedgerMovement['kind'], amountCents: number, providerRef: string | null) {
    return { key, kind, amountCents, providerRef, eventKey: this.eventKey };
  }
}
