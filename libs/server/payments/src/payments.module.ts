import { Module } from '@nestjs/common';
import { IdentityModule } from '@ember/identity';
import { CLOCK, useCase } from '@ember/platform';
import { CancelByMemberUseCase } from './application/cancel-by-member.use-case.js';
import { ChargeSync } from './application/charge-sync.js';
import { ConfirmTestPaymentUseCase } from './application/confirm-test-payment.use-case.js';
import { HandleWebhookUseCase } from './application/handle-webhook.use-case.js';
import { HostAccountUseCase } from './application/host-account.use-case.js';
import { HostEarningsQuery } from './application/host-earnings.query.js';
import { MyPaymentsQuery } from './application/my-payments.query.js';
import { PaymentFollowUps } from './application/payment-follow-ups.js';
import { PaymentProvider } from './application/payment-provider.port.js';
import { WebhookEvents } from './application/webhook-events.port.js';
import { LedgerRepository } from './domain/ledger.repository.js';
import { PaymentRepository } from './domain/payment.repository.js';
import { PayoutRepository } from './domain/payout.repository.js';
import { HostPaymentsController } from './http/host-payments.controller.js';
import { PaymentsAdminController } from './http/payments-admin.controller.js';
import { PaymentsWebhookController } from './http/payments-webhook.controller.js';
import { PaymentsController } from './http/payments.controller.js';
import { PaymentsCoreModule } from './payments-core.module.js';

/** Payments over HTTP (the api): members' deposits and tickets, hosts' earnings and payouts, the webhook. */
@Module({
  imports: [PaymentsCoreModule, IdentityModule],
  controllers: [PaymentsController, HostPaymentsController, PaymentsAdminController, PaymentsWebhookController],
  providers: [
    useCase(ConfirmTestPaymentUseCase, [PaymentRepository, PaymentProvider, PaymentFollowUps, CLOCK]),
    useCase(MyPaymentsQuery, [PaymentRepository, PaymentProvider, CancelByMemberUseCase]),
    useCase(HostEarningsQuery, [PaymentRepository, LedgerRepository, PayoutRepository]),
    useCase(HandleWebhookUseCase, [
      PaymentProvider,
      WebhookEvents,
      ChargeSync,
      HostAccountUseCase,
      PayoutRepository,
      CLOCK,
    ]),
  ],
})
export class PaymentsModule {}
