import { Suspense, lazy } from 'react';
import { type Payment, type PaymentSettings } from '@ember/api-client';
import { LoadingState } from '@ember/ui';
import { TestModeForm } from './test-mode-form';

// Stripe's code is loaded only where a card form is shown.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

interface PaymentFormProps {
  payment: Payment;
  clientSecret: string | null;
  settings: PaymentSettings;
  onPaid: (payment: Payment) => void;
}

/** Stripe's Payment Element when Stripe is configured, the test-mode button otherwise. */
export function PaymentForm({ payment, clientSecret, settings, onPaid }: PaymentFormProps) {
  if (settings.provider === 'stripe' && settings.publishableKey && clientSecret) {
    return (
      <Suspense fallback={<LoadingState label="Loading the card form…" />}>
        <StripeCardForm
          payment={payment}
          clientSecret={clientSecret}
          publishableKey={settings.publishableKey}
          testMode={settings.testMode}
          onPaid={onPaid}
        />
      </Suspense>
    );
  }
  return <TestModeForm payment={payment} onPaid={onPaid} />;
}
