export { type RecordedEvent, StripeTestServer } from './stripe-test-server.js';
export { formParams } from './form-params.js';
export {
  type PaymentsTestApp,
  aGroupCharge,
  signedEvent,
  startPaymentsTestApp,
  stripeKeys,
} from './payments-test-app.js';
