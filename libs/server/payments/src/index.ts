/**
 * The payments context: a ledger of deposits, tickets, refunds, fees and payouts in integer minor
 * units, behind a provider port (Stripe, or the offline ledger in test mode).
 *
 * - The api imports `PaymentsModule`, the worker `PaymentsWorkerModule` (no HTTP); the entry points
 *   list `paymentsContext`.
 * - Other contexts import `PaymentsCoreModule` and use `PaymentsFacade`: a group's charge from
 *   checkout to hold, capture, release and refund, a member's cancellation, a cancelled group, a no-show.
 * - The `payments:ledger` command imports `PaymentsLedgerModule` and reads an event's ledger with
 *   `EventLedgerQuery`.
 */
export { PaymentsModule } from './payments.module.js';
export { PaymentsWorkerModule } from './payments-worker.module.js';
export { PaymentsCoreModule } from './payments-core.module.js';
export { PaymentsLedgerModule } from './payments-ledger.module.js';
export { type EventLedger, EventLedgerQuery } from './application/event-ledger.query.js';
export { paymentsContext } from './payments.context.js';
export { paymentsDatabase } from './infrastructure/payments.database.js';
export { type GroupChargeState, type MemberCancellation, PaymentsFacade } from './application/payments.facade.js';
export type { GroupChargeRequest, GroupCheckout } from './application/group-charge.js';
export type { JoinHold } from './application/hold-for-join.use-case.js';
export { PaymentRequiredError } from './domain/payment.errors.js';
export { type CancellationPolicy, type RefundPolicy, type TicketPolicy } from './domain/refund-rules.js';
