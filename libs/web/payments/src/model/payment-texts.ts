import type { Payment } from '@ember/api-client';
import { money } from '@ember/ui';

export const paymentTexts = {
  testMode: 'test mode',
  testModeNote: 'Test mode: no card is charged and no money moves. The payment is recorded as if it went through.',
  deposit:
    'A $10 deposit, counted toward your next event, and refunded automatically if no group is assembled for you within three months.',
  cardNote: 'Your card details go straight to Stripe, our payment provider; Ember never sees them.',
  loadFailed: 'We couldn’t load your payment. Please try again.',
  payFailed: 'The payment did not go through. Please try again.',
} as const;

/** How a payment stands, as a member reads it. */
export const statusLabels: Record<string, string> = {
  pending: 'waiting for payment',
  held: 'held on your card',
  paid: 'paid',
  'partially-refunded': 'partly refunded',
  refunded: 'refunded',
  canceled: 'released, nothing taken',
};

const depositUseLabels: Record<string, string> = {
  available: 'on file for your next event',
  reserved: 'held for your group',
  applied: 'counted toward a ticket',
  refunded: 'refunded',
  forfeited: 'kept (no-show)',
};

/** 'paid · on file for your next event'; a ticket's status alone. */
export function paymentStateText(payment: Payment): string {
  const status = statusLabels[payment.status] ?? payment.status;
  if (payment.purpose !== 'deposit' || !payment.depositUse || payment.status !== 'paid') return status;
  return `${status} · ${depositUseLabels[payment.depositUse] ?? payment.depositUse}`;
}

/** The lines a member sees before paying: the price, the deposit counted toward it, what is due. */
export function summaryLines(payment: Payment): { label: string; amount: string; total?: boolean }[] {
  const lines = [
    {
      label: payment.purpose === 'deposit' ? 'Deposit' : payment.title,
      amount: money(payment.amountCents, payment.currency),
    },
  ];
  if (payment.creditCents > 0) {
    lines.push({
      label: 'Your deposit, counted toward it',
      amount: `−${money(payment.creditCents, payment.currency)}`,
    });
  }
  return [...lines, { label: 'Due now', amount: money(payment.chargeCents, payment.currency), total: true }];
}

/** Why the member's deposit is not taken off a ticket in another currency (it is never converted). */
export function uncountedDepositText(payment: Payment): string | null {
  const left = payment.uncountedDeposit;
  if (!left) return null;
  return (
    `Your ${money(left.amountCents, left.currency)} deposit is not counted toward this ticket, which is charged in ` +
    `${payment.currency}: it stays on file for an event in ${left.currency}, and comes back to you if none uses it ` +
    'within three months.'
  );
}
