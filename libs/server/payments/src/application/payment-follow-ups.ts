import type { Clock } from '@ember/kernel';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { MemberDirectory } from './member-directory.port.js';
import type { PaymentMailer, Receipt } from './payment-mailer.port.js';
import type { PaymentProvider } from './payment-provider.port.js';
import type { PaymentSettings } from './payment-settings.js';
import type { PaymentsScheduler } from './payments-scheduler.port.js';

/**
 * What follows a payment's change, whichever path noticed it (the test-mode form, a webhook, a
 * join, a job): the receipt, the deposit's three-month refund or its use by a ticket, the
 * settlement after the event. Each step is keyed, so running it again does nothing new.
 */
export class PaymentFollowUps {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly scheduler: PaymentsScheduler,
    private readonly mailer: PaymentMailer,
    private readonly members: MemberDirectory,
    private readonly settings: PaymentSettings,
    private readonly clock: Clock,
  ) {}

  async captured(payment: Payment): Promise<void> {
    if (payment.purpose === 'deposit') {
      if (payment.refundDueAt) await this.scheduler.depositRefundDue(payment.id, payment.refundDueAt);
      await this.send(payment.memberId, {
        key: `payments.receipt.${payment.id}`,
        kind: 'deposit-paid',
        title: 'Your $10 deposit',
        currency: payment.currency,
        lines: [{ label: 'Deposit', amountCents: payment.capturedCents }],
        totalCents: payment.capturedCents,
        at: payment.capturedAt ?? this.clock.now(),
        reference: payment.id,
        note: 'It is counted toward your next event, and comes back by itself if no group is assembled for you within three months.',
      });
      return;
    }
    if (payment.depositPaymentId && payment.creditCents > 0) {
      await this.payments.update(payment.depositPaymentId, (deposit) => deposit.markApplied(this.clock.now()));
    }
    if (payment.groupId && payment.eventEndsAt) await this.settlementDue(payment.groupId, payment.eventEndsAt);
    await this.send(payment.memberId, {
      key: `payments.receipt.${payment.id}`,
      kind: 'ticket-paid',
      title: payment.eventTitle ?? 'Your ticket',
      currency: payment.currency,
      lines: [
        { label: 'Ticket', amountCents: payment.amountCents },
        ...(payment.creditCents > 0
          ? [{ label: 'Your deposit, counted toward it', amountCents: -payment.creditCents }]
          : []),
      ],
      totalCents: payment.capturedCents,
      at: payment.capturedAt ?? this.clock.now(),
      reference: payment.id,
      note: 'Your group is confirmed.',
    });
  }

  /** An authorization released or a pending payment dropped: a deposit it held is free again. */
  async canceled(payment: Payment): Promise<void> {
    if (payment.purpose === 'ticket' && payment.depositPaymentId) {
      await this.releaseDeposit(payment.depositPaymentId, `ticket.${payment.id}`);
    }
  }

  async releaseDeposit(depositId: string, holder: string): Promise<void> {
    const deposit = await this.payments.update(
      depositId,
      (held) => void held.releaseReservation(holder, this.clock.now()),
    );
    // Its three months ran out while it was held: it goes back now.
    if (deposit.depositUse === 'available' && deposit.refundDueAt && deposit.refundDueAt <= this.clock.now()) {
      await this.scheduler.depositRefundDue(deposit.id, deposit.refundDueAt);
    }
  }

  async refunded(payment: Payment, amountCents: number, key: string, title: string, rule: string): Promise<void> {
    if (amountCents <= 0) return;
    await this.send(payment.memberId, {
      key: `payments.refund.${key}`,
      kind: 'refund',
      title,
      currency: payment.currency,
      lines: [{ label: 'Refund', amountCents }],
      totalCents: amountCents,
      at: this.clock.now(),
      reference: payment.id,
      note: `${rule} It reaches your card within 5-10 business days.`,
    });
  }

  async forfeited(deposit: Payment): Promise<void> {
    await this.send(deposit.memberId, {
      key: `payments.forfeit.${deposit.id}`,
      kind: 'deposit-forfeited',
      title: deposit.eventTitle ?? 'Your deposit',
      currency: deposit.currency,
      lines: [{ label: 'Deposit kept', amountCents: deposit.capturedCents - deposit.refundedCents }],
      totalCents: deposit.capturedCents - deposit.refundedCents,
      at: this.clock.now(),
      reference: deposit.id,
      note: 'You did not come to your group, so your deposit is kept. A new one is needed for your next event.',
    });
  }

  async settlementDue(groupId: string, eventEndsAt: Date): Promise<void> {
    await this.scheduler.settlementDue(groupId, new Date(eventEndsAt.getTime() + this.settings.payoutDelayMs));
  }

  private async send(memberId: string, receipt: Omit<Receipt, 'to' | 'testMode'>): Promise<void> {
    const to = await this.members.emailOf(memberId);
    if (to) await this.mailer.receipt({ ...receipt, to, testMode: this.provider.testMode });
  }
}
