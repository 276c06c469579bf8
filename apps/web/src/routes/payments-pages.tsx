// The payment chunk: /payment, with Stripe's card form loaded only when it is shown.
export { PaymentPage } from '@ember/web-payments';
