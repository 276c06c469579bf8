import { type Clock, newId } from '@ember/kernel';
import type { LedgerRepository } from '../domain/ledger.repository.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { PayoutRepository } from '../domain/payout.repository.js';
import { type Difference, compareCharge, comparePayout } from '../domain/reconciliation.js';
import type { HostAccountRepository } from '../domain/host-account.repository.js';
import type { PaymentMailer } from './payment-mailer.port.js';
import { ProviderError, type PaymentProvider } from './payment-provider.port.js';
import type { PaymentSettings } from './payment-settings.js';
import type { ReconciliationReport, ReconciliationReports } from './reconciliation-reports.port.js';
import type { RefundDepositUseCase } from './refund-deposit.use-case.js';
import type { PayHostUseCase } from './pay-host.use-case.js';

const day = 24 * 3600 * 1000;
/** Charges and payouts that moved within this window are compared every day. */
const windowMs = 120 * day;

/**
 * The daily check: every charge and payout that moved lately is compared with the provider (state,
 * amount taken, amount refunded, payout amount and status) and with the booked movements. The
 * report is stored and logged, and mailed to the admins when something differs. It also finishes
 * what a lost job left undone: deposits past their three months, payouts still pending.
 */
export class ReconcileUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerRepository,
    private readonly payouts: PayoutRepository,
    private readonly accounts: HostAccountRepository,
    private readonly provider: PaymentProvider,
    private readonly reports: ReconciliationReports,
    private readonly mailer: PaymentMailer,
    private readonly refundDeposit: RefundDepositUseCase,
    private readonly payHost: PayHostUseCase,
    private readonly settings: PaymentSettings,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ReconciliationReport> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - windowMs);
    const differences: Difference[] = [];
    let checked = 0;
    for (const payment of await this.payments.listAtProvider(since)) {
      checked += 1;
      const entries = await this.ledger.listOfPayment(payment.id);
      if (payment.provider === 'offline' || !payment.providerRef) {
        // The offline ledger is its own provider: the payment's amounts against its movements.
        differences.push(
          ...compareCharge(payment, entries, {
            status: offlineStatus[payment.state],
            capturedCents: payment.capturedCents,
            refundedCents: payment.refundedCents,
          }),
        );
        continue;
      }
      try {
        differences.push(...compareCharge(payment, entries, await this.provider.retrieveCharge(payment.providerRef)));
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        differences.push({
          subject: `payment ${payment.id} (${payment.providerRef})`,
          field: 'lookup',
          ledger: payment.state,
          provider: error.message,
        });
      }
    }
    if (this.provider.name !== 'offline') {
      for (const payout of await this.payouts.listPaidSince(since)) {
        const account = await this.accounts.findOfHost(payout.hostId);
        if (!account || !payout.providerRef) continue;
        checked += 1;
        differences.push(
          ...comparePayout(payout, await this.provider.retrievePayout(account.accountRef, payout.providerRef)),
        );
      }
    }
    const report: ReconciliationReport = {
      id: newId(),
      ranAt: now,
      provider: this.provider.name,
      checked,
      differences,
    };
    await this.reports.save(report);
    if (differences.length > 0) {
      for (const [index, to] of this.settings.adminEmails.entries()) {
        await this.mailer.reconciliation({
          key: `payments.reconciliation.${report.id}.${index}`,
          to,
          ranAt: now,
          differences,
        });
      }
    }
    await this.finishLostWork();
    return report;
  }

  private async finishLostWork(): Promise<void> {
    for (const payment of await this.payments.listDepositsDue(this.clock.now()))
      await this.refundDeposit.execute(payment.id);
    for (const payout of await this.payouts.listPending()) {
      try {
        await this.payHost.execute(payout.id);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
      }
    }
  }
}

const offlineStatus = {
  pending: 'requires-payment',
  authorized: 'authorized',
  captured: 'captured',
  canceled: 'canceled',
} as const;
