import type { LedgerEntry } from './ledger-entry.entity.js';
import type { Payment } from './payment.entity.js';
import type { Payout } from './payout.entity.js';

/** One thing the ledger and the provider disagree on. */
export interface Difference {
  /** 'payment <id> (pi_…)', 'payout <id> (po_…)'. */
  subject: string;
  field: string;
  ledger: string;
  provider: string;
}

/** The provider's word on a charge, as reconciliation compares it. */
export interface ChargeAtProvider {
  status: string;
  capturedCents: number;
  refundedCents: number;
}

const expectedStatus: Record<Payment['state'], readonly string[]> = {
  pending: ['requires-payment', 'processing'],
  authorized: ['authorized'],
  captured: ['captured'],
  canceled: ['canceled', 'requires-payment'],
};

const sum = (entries: readonly LedgerEntry[], kind: LedgerEntry['kind'], paymentId: string) =>
  entries
    .filter((entry) => entry.kind === kind && entry.paymentId === paymentId)
    .reduce((total, entry) => total + entry.amountCents, 0);

/**
 * A payment against its booked movements and the provider's charge: the state, what was taken
 * and what was given back must agree on all three sides, to the cent.
 */
export function compareCharge(
  payment: Payment,
  entries: readonly LedgerEntry[],
  provider: ChargeAtProvider,
): Difference[] {
  const subject = `payment ${payment.id} (${payment.providerRef ?? 'offline'})`;
  const differences: Difference[] = [];
  const charged = sum(entries, 'charge', payment.id);
  const refunded = sum(entries, 'refund', payment.id);
  if (!expectedStatus[payment.state].includes(provider.status)) {
    differences.push({ subject, field: 'status', ledger: payment.state, provider: provider.status });
  }
  if (charged !== provider.capturedCents || payment.capturedCents !== provider.capturedCents) {
    differences.push({ subject, field: 'captured', ledger: String(charged), provider: String(provider.capturedCents) });
  }
  if (refunded !== provider.refundedCents || payment.refundedCents !== provider.refundedCents) {
    differences.push({
      subject,
      field: 'refunded',
      ledger: String(refunded),
      provider: String(provider.refundedCents),
    });
  }
  return differences;
}

/** A payout the ledger counts as paid against the provider's payout. */
export function comparePayout(payout: Payout, provider: { status: string; amountCents: number }): Difference[] {
  const subject = `payout ${payout.id} (${payout.providerRef ?? 'none'})`;
  const differences: Difference[] = [];
  if (provider.amountCents !== payout.amountCents) {
    differences.push({
      subject,
      field: 'amount',
      ledger: String(payout.amountCents),
      provider: String(provider.amountCents),
    });
  }
  if (provider.status === 'failed' || provider.status === 'canceled') {
    differences.push({ subject, field: 'status', ledger: payout.state, provider: provider.status });
  }
  return differences;
}
