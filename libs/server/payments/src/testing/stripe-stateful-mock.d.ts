// stripe-stateful-mock ships no types; the tests use its Express app factory only.
declare module 'stripe-stateful-mock' {
  import type { RequestListener } from 'node:http';

  export function createExpressApp(): RequestListener;
}
