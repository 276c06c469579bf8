import { ApiProperty } from '@nestjs/swagger';
import type { EarningsFigures, FormatEarnings } from '../../application/host-earnings.query.js';
import { type HostAccount, hostAccountStates } from '../../domain/host-account.entity.js';
import { type Payout, payoutStates } from '../../domain/payout.entity.js';

export class EarningsFiguresResponse {
  @ApiProperty({ example: 4500 })
  grossCents!: number;

  @ApiProperty({ example: 0 })
  refundsCents!: number;

  @ApiProperty({ description: 'Ember’s 20 %.', example: 900 })
  platformFeeCents!: number;

  @ApiProperty({ description: 'The processing estimate, 2.9 % + 30.', example: 161 })
  processingCents!: number;

  @ApiProperty({ description: 'gross − refunds − platform fee − processing.', example: 3439 })
  netCents!: number;

  static figures(from: EarningsFigures): EarningsFiguresResponse {
    return {
      grossCents: from.grossCents,
      refundsCents: from.refundsCents,
      platformFeeCents: from.platformFeeCents,
      processingCents: from.processingCents,
      netCents: from.netCents,
    };
  }
}

export class FormatEarningsResponse extends EarningsFiguresResponse {
  @ApiProperty({ example: 'round:0195…' })
  eventKey!: string;

  @ApiProperty({ example: 'Weekend coffee' })
  title!: string;

  @ApiProperty({ example: 'CAD' })
  currency!: string;

  @ApiProperty({ description: 'Tickets taken.', example: 6 })
  tickets!: number;

  @ApiProperty({ description: 'Every ticket booked after its event; otherwise the figures are as the tickets stand.' })
  settled!: boolean;

  static from(format: FormatEarnings): FormatEarningsResponse {
    return {
      ...EarningsFiguresResponse.figures(format),
      eventKey: format.eventKey,
      title: format.title,
      currency: format.currency,
      tickets: format.tickets.length,
      settled: format.settled,
    };
  }
}

export class TotalEarningsResponse extends EarningsFiguresResponse {
  @ApiProperty({ example: 'CAD' })
  currency!: string;
}

export class PayoutResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Weekend coffee' })
  title!: string;

  @ApiProperty({ example: 3439 })
  amountCents!: number;

  @ApiProperty({ example: 'CAD' })
  currency!: string;

  @ApiProperty({ enum: payoutStates })
  state!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Why it is still pending.' })
  note!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt!: string | null;

  static from(payout: Payout): PayoutResponse {
    return {
      id: payout.id,
      title: payout.eventTitle,
      amountCents: payout.amountCents,
      currency: payout.currency,
      state: payout.state,
      note: payout.failure,
      createdAt: payout.createdAt.toISOString(),
      paidAt: payout.paidAt ? payout.paidAt.toISOString() : null,
    };
  }
}

export class HostEarningsResponse {
  @ApiProperty({ type: [FormatEarningsResponse] })
  formats!: FormatEarningsResponse[];

  @ApiProperty({ type: [PayoutResponse] })
  payouts!: PayoutResponse[];

  @ApiProperty({ type: [TotalEarningsResponse], description: 'One line per currency.' })
  totals!: TotalEarningsResponse[];
}

export class HostAccountResponse {
  @ApiProperty({ enum: ['offline', 'stripe'] })
  provider!: string;

  @ApiProperty({ description: 'No real money moves.' })
  testMode!: boolean;

  @ApiProperty({ enum: hostAccountStates })
  state!: string;

  @ApiProperty()
  chargesEnabled!: boolean;

  @ApiProperty()
  payoutsEnabled!: boolean;

  static from(account: HostAccount | null, provider: { name: string; testMode: boolean }): HostAccountResponse {
    return {
      provider: provider.name,
      testMode: provider.testMode,
      state: account?.state() ?? 'not-started',
      chargesEnabled: account?.chargesEnabled ?? false,
      payoutsEnabled: account?.payoutsEnabled ?? false,
    };
  }
}

export class OnboardingLinkResponse {
  @ApiProperty({ description: 'Where the host finishes their payout account (Stripe’s pages).' })
  url!: string;
}
