import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '@ember/identity';
import { APP_CONFIG, type AppConfig, CLOCK, useCase } from '@ember/platform';
import { CancelByMemberUseCase } from './application/cancel-by-member.use-case.js';
import { CancelGroupUseCase } from './application/cancel-group.use-case.js';
import { CaptureForGroupUseCase } from './application/capture-for-group.use-case.js';
import { ChargeSync } from './application/charge-sync.js';
import { HoldForJoinUseCase } from './application/hold-for-join.use-case.js';
import { HostAccountUseCase } from './application/host-account.use-case.js';
import { MarkNoShowUseCase } from './application/mark-no-show.use-case.js';
import { MemberDirectory } from './application/member-directory.port.js';
import { PayHostUseCase } from './application/pay-host.use-case.js';
import { PaymentFollowUps } from './application/payment-follow-ups.js';
import { PaymentMailer } from './application/payment-mailer.port.js';
import { PaymentProvider } from './application/payment-provider.port.js';
import { PAYMENT_SETTINGS, type PaymentSettings } from './application/payment-settings.js';
import { PaymentsFacade } from './application/payments.facade.js';
import { PaymentsScheduler } from './application/payments-scheduler.port.js';
import { ReconcileUseCase } from './application/reconcile.use-case.js';
import { ReconciliationReports } from './application/reconciliation-reports.port.js';
import { RefreshPaymentUseCase } from './application/refresh-payment.use-case.js';
import { RefundDepositUseCase } from './application/refund-deposit.use-case.js';
import { ReleaseForGroupUseCase } from './application/release-for-group.use-case.js';
import { SettleGroupUseCase } from './application/settle-group.use-case.js';
import { StartDepositUseCase } from './application/start-deposit.use-case.js';
import { StartGroupCheckoutUseCase } from './application/start-group-checkout.use-case.js';
import { TicketRefunds } from './application/ticket-refunds.js';
import { WebhookEvents } from './application/webhook-events.port.js';
import { standardDepositCents } from './domain/deposit-rules.js';
import { HostAccountRepository } from './domain/host-account.repository.js';
import { LedgerRepository } from './domain/ledger.repository.js';
import { PaymentRepository } from './domain/payment.repository.js';
import { PayoutRepository } from './domain/payout.repository.js';
import { BullPaymentsScheduler } from './infrastructure/bull-payments-scheduler.js';
import { IdentityMemberDirectory } from './infrastructure/identity-member-directory.js';
import { OutboxPaymentMailer } from './infrastructure/mail/outbox-payment-mailer.js';
import { OfflineLedgerPaymentProvider } from './infrastructure/offline-ledger.payment-provider.js';
import { SqlHostAccountRepository } from './infrastructure/sql-host-account.repository.js';
import { SqlLedgerRepository } from './infrastructure/sql-ledger.repository.js';
import { SqlPaymentRepository } from './infrastructure/sql-payment.repository.js';
import { SqlPayoutRepository } from './infrastructure/sql-payout.repository.js';
import { SqlReconciliationReports } from './infrastructure/sql-reconciliation-reports.js';
import { SqlWebhookEvents } from './infrastructure/sql-webhook-events.js';
import { StripePaymentProvider } from './infrastructure/stripe.payment-provider.js';

/** The provider the configuration names, validated at boot: Stripe, or the offline ledger (test mode). */
function providerFor(config: AppConfig): PaymentProvider {
  if (config.PAYMENTS_PROVIDER === 'offline') return new OfflineLedgerPaymentProvider();
  return new StripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY ?? '',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
    // The account endpoint's secret, then the Connect endpoint's (its events come to the same URL).
    webhookSecrets: [config.STRIPE_WEBHOOK_SECRET ?? '', ...(config.STRIPE_CONNECT_WEBHOOK_SECRET ?? [])],
    apiUrl: config.STRIPE_API_URL,
  });
}

const refunds = [PaymentRepository, PaymentProvider, PaymentFollowUps, CLOCK] as const;

/** What the api and the worker share, without HTTP: the ledger, the provider, and every use case over them. */
@Module({
  imports: [IdentityCoreModule],
  providers: [
    { provide: PaymentProvider, inject: [APP_CONFIG], useFactory: providerFor },
    {
      provide: PAYMENT_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): PaymentSettings => ({
        depositCents: standardDepositCents,
        currency: config.PAYMENTS_CURRENCY,
        depositRequired: config.PAYMENTS_DEPOSIT_REQUIRED,
        payoutDelayMs: config.PAYMENTS_PAYOUT_DELAY_HOURS * 3600 * 1000,
        webOrigin: config.WEB_ORIGIN,
        adminEmails: config.adminEmails,
      }),
    },
    { provide: PaymentRepository, useClass: SqlPaymentRepository },
    { provide: LedgerRepository, useClass: SqlLedgerRepository },
    { provide: PayoutRepository, useClass: SqlPayoutRepository },
    { provide: HostAccountRepository, useClass: SqlHostAccountRepository },
    { provide: WebhookEvents, useClass: SqlWebhookEvents },
    { provide: ReconciliationReports, useClass: SqlReconciliationReports },
    { provide: PaymentsScheduler, useClass: BullPaymentsScheduler },
    { provide: PaymentMailer, useClass: OutboxPaymentMailer },
    { provide: MemberDirectory, useClass: IdentityMemberDirectory },
    useCase(PaymentFollowUps, [
      PaymentRepository,
      PaymentProvider,
      PaymentsScheduler,
      PaymentMailer,
      MemberDirectory,
      PAYMENT_SETTINGS,
      CLOCK,
    ]),
    useCase(ChargeSync, [PaymentRepository, PaymentFollowUps, CLOCK]),
    useCase(TicketRefunds, refunds),
    useCase(StartDepositUseCase, [PaymentRepository, PaymentProvider, PAYMENT_SETTINGS, CLOCK]),
    useCase(StartGroupCheckoutUseCase, [
      PaymentRepository,
      HostAccountRepository,
      PaymentProvider,
      StartDepositUseCase,
      CLOCK,
    ]),
    useCase(RefreshPaymentUseCase, [PaymentRepository, PaymentProvider, ChargeSync]),
    useCase(HoldForJoinUseCase, [PaymentRepository, RefreshPaymentUseCase, PAYMENT_SETTINGS, CLOCK]),
    useCase(CaptureForGroupUseCase, refunds),
    useCase(ReleaseForGroupUseCase, [PaymentRepository, TicketRefunds, PaymentFollowUps]),
    useCase(CancelByMemberUseCase, [PaymentRepository, TicketRefunds, PaymentFollowUps, CLOCK]),
    useCase(CancelGroupUseCase, [PaymentRepository, TicketRefunds, PaymentFollowUps]),
    useCase(MarkNoShowUseCase, [PaymentRepository, PaymentFollowUps, CLOCK]),
    useCase(RefundDepositUseCase, refunds),
    useCase(PayHostUseCase, [PayoutRepository, PaymentRepository, HostAccountRepository, PaymentProvider, CLOCK]),
    useCase(SettleGroupUseCase, [
      PaymentRepository,
      PayoutRepository,
      PaymentProvider,
      PaymentFollowUps,
      PaymentsScheduler,
      CLOCK,
    ]),
    useCase(HostAccountUseCase, [
      HostAccountRepository,
      PaymentProvider,
      MemberDirectory,
      PayHostUseCase,
      PAYMENT_SETTINGS,
      CLOCK,
    ]),
    useCase(ReconcileUseCase, [
      PaymentRepository,
      LedgerRepository,
      PayoutRepository,
      HostAccountRepository,
      PaymentProvider,
      ReconciliationReports,
      PaymentMailer,
      RefundDepositUseCase,
      PayHostUseCase,
      PAYMENT_SETTINGS,
      CLOCK,
    ]),
    useCase(PaymentsFacade, [
      StartGroupCheckoutUseCase,
      HoldForJoinUseCase,
      CaptureForGroupUseCase,
      ReleaseForGroupUseCase,
      CancelByMemberUseCase,
      CancelGroupUseCase,
      MarkNoShowUseCase,
    ]),
  ],
  exports: [
    PaymentsFacade,
    PaymentProvider,
    PAYMENT_SETTINGS,
    PaymentRepository,
    LedgerRepository,
    PayoutRepository,
    HostAccountRepository,
    ReconciliationReports,
    ChargeSync,
    PaymentFollowUps,
    StartDepositUseCase,
    RefreshPaymentUseCase,
    CancelByMemberUseCase,
    HostAccountUseCase,
    ReconcileUseCase,
    MarkNoShowUseCase,
    RefundDepositUseCase,
    SettleGroupUseCase,
    PayHostUseCase,
    WebhookEvents,
  ],
})
export class PaymentsCoreModule {}
