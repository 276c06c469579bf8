/**
 * Payments on the web: /payment (the deposit, and a group's ticket before joining), the member's
 * payments in settings, and the host's earnings (/host/payments) and payout account (/host/billing).
 */
export { PaymentPage } from './routes/payment-page';
export { PaymentsSettingsPage } from './routes/payments-settings-page';
export { HostPaymentsPage } from './routes/host-payments-page';
export { HostBillingPage } from './routes/host-billing-page';
export { paymentTexts } from './model/payment-texts';
