import { ApiProperty } from '@nestjs/swagger';
import { cancellationTerms, refundPolicyTexts } from '@ember/hosting-rules';
import type { CancellationQuote } from '../../application/cancel-by-member.use-case.js';
import { depositUses, type Payment, paymentPurposes } from '../../domain/payment.entity.js';
import { isCancellationPolicy, isRefundPolicy } from '../../domain/refund-rules.js';

/** How a payment stands, in the member's words. */
export const paymentStatuses = ['pending', 'held', 'paid', 'partially-refunded', 'refunded', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export function statusOf(payment: Payment): PaymentStatus {
  if (payment.state === 'pending') return 'pending';
  if (payment.state === 'authorized') return 'held';
  if (payment.state === 'canceled') return 'canceled';
  const returned = payment.purpose === 'ticket' ? payment.returnedCents : payment.refundedCents;
  const paid = payment.purpose === 'ticket' ? payment.amountCents : payment.capturedCents;
  if (returned <= 0) return 'paid';
  return returned >= paid ? 'refunded' : 'partially-refunded';
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export class PolicyResponse {
  @ApiProperty({ example: 'full-if-not-matched' })
  refundPolicy!: string;

  @ApiProperty({ example: 'Full refund if not matched' })
  refundLabel!: string;

  @ApiProperty({ example: 'Participants who are not placed in a group get their money back in full.' })
  refundDescription!: string;

  @ApiProperty({ example: 'flexible' })
  cancellationPolicy!: string;

  @ApiProperty({ example: 'Flexible' })
  cancellationLabel!: string;

  @ApiProperty({ example: 'Full refund until 48 hours before the event.' })
  cancellationDescription!: string;

  static of(payment: Payment): PolicyResponse | null {
    const refund = payment.refundPolicy;
    const cancellation = payment.cancellationPolicy;
    if (!isRefundPolicy(refund) || !isCancellationPolicy(cancellation)) return null;
    return {
      refundPolicy: refund,
      refundLabel: refundPolicyTexts[refund].label,
      refundDescription: refundPolicyTexts[refund].description,
      cancellationPolicy: cancellation,
      cancellationLabel: cancellationTerms[cancellation].label,
      cancellationDescription: cancellationTerms[cancellation].description,
    };
  }
}

export class CancellationQuoteResponse {
  @ApiProperty({ description: 'What cancelling now gives back, in minor units.', example: 4500 })
  refundCents!: number;

  @ApiProperty({ example: 'Flexible: Full refund until 48 hours before the event.' })
  rule!: string;

  static of(quote: CancellationQuote | null): CancellationQuoteResponse | null {
    return quote ? { refundCents: quote.refundCents, rule: quote.rule } : null;
  }
}

export class UncountedDepositResponse {
  @ApiProperty({ example: 1000 })
  amountCents!: number;

  @ApiProperty({ example: 'CAD' })
  currency!: string;
}

/** A member's deposit or ticket: amounts in minor units, never anything about a card. */
export class PaymentResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: paymentPurposes })
  purpose!: string;

  @ApiProperty({ enum: paymentStatuses })
  status!: string;

  @ApiProperty({ example: 'Weekend coffee' })
  title!: string;

  @ApiProperty({ description: 'The price (the ticket) or the deposit.', example: 4500 })
  amountCents!: number;

  @ApiProperty({ description: 'The deposit counted toward this ticket.', example: 1000 })
  creditCents!: number;

  @ApiProperty({ description: 'What the card is (or was) charged: amount less credit.', example: 3500 })
  chargeCents!: number;

  @ApiProperty({
    type: UncountedDepositResponse,
    nullable: true,
    description:
      'Tickets: the member’s deposit that was not counted toward it, being in another currency (it stays theirs).',
  })
  uncountedDeposit!: UncountedDepositResponse | null;

  @ApiProperty({ description: 'What went back to the member.', example: 0 })
  refundedCents!: number;

  @ApiProperty({ example: 'CAD' })
  currency!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  roundId!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  groupId!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  eventStartsAt!: string | null;

  @ApiProperty({ type: PolicyResponse, nullable: true, description: 'The ticket’s refund and cancellation policies.' })
  policy!: PolicyResponse | null;

  @ApiProperty({
    enum: depositUses,
    nullable: true,
    description: 'Deposits: available, held for a group, used, returned or kept.',
  })
  depositUse!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Deposits: when it comes back unless used.',
  })
  refundDueAt!: string | null;

  @ApiProperty({ type: CancellationQuoteResponse, nullable: true })
  cancellation!: CancellationQuoteResponse | null;

  @ApiProperty({ type: String, nullable: true, description: 'The refund’s rule, once refunded.' })
  refundRule!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt!: string | null;

  @ApiProperty({ enum: ['offline', 'stripe'] })
  provider!: string;

  static from(payment: Payment, quote: CancellationQuote | null = null): PaymentResponse {
    return {
      id: payment.id,
      purpose: payment.purpose,
      status: statusOf(payment),
      title: payment.purpose === 'deposit' ? 'Deposit' : (payment.eventTitle ?? 'Ticket'),
      amountCents: payment.amountCents,
      creditCents: payment.creditCents,
      chargeCents: payment.chargeCents(),
      uncountedDeposit: payment.depositNotCounted
        ? { amountCents: payment.depositNotCounted.cents, currency: payment.depositNotCounted.currency }
        : null,
      refundedCents: payment.purpose === 'ticket' ? payment.returnedCents : payment.refundedCents,
      currency: payment.currency,
      roundId: payment.roundId,
      groupId: payment.groupId,
      eventStartsAt: iso(payment.eventStartsAt),
      policy: PolicyResponse.of(payment),
      depositUse: payment.depositUse,
      refundDueAt: payment.depositUse === 'available' ? iso(payment.refundDueAt) : null,
      cancellation: CancellationQuoteResponse.of(quote),
      refundRule: payment.refundDecision?.rule ?? null,
      createdAt: payment.createdAt.toISOString(),
      paidAt: iso(payment.capturedAt ?? payment.authorizedAt),
      provider: payment.provider,
    };
  }
}

/** A payment waiting for the member, with what the card form needs. */
export class CheckoutResponse {
  @ApiProperty({ type: PaymentResponse })
  payment!: PaymentResponse;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'For Stripe’s Payment Element while the payment waits; null in test mode and once paid.',
  })
  clientSecret!: string | null;
}

export class MyPaymentsResponse {
  @ApiProperty({ type: [PaymentResponse] })
  payments!: PaymentResponse[];
}

export class PaymentSettingsResponse {
  @ApiProperty({ enum: ['offline', 'stripe'] })
  provider!: string;

  @ApiProperty({ description: 'No real card is charged: the screens say "test mode".' })
  testMode!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Stripe’s publishable key for the Payment Element.' })
  publishableKey!: string | null;

  @ApiProperty({ example: 1000 })
  depositCents!: number;

  @ApiProperty({ example: 'CAD' })
  currency!: string;

  @ApiProperty({ description: 'Registration cannot finish without the deposit.' })
  depositRequired!: boolean;
}
