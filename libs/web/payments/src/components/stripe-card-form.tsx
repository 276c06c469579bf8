import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { type Payment, useRefreshPaymentMutation } from '@ember/api-client';
import { Alert, Button, money } from '@ember/ui';
import { paymentTexts } from '../model/payment-texts';
import { TestModeBadge } from './test-mode-badge';
import styles from './payments.module.css';

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is fetched from Stripe only when a card form is shown, once per key. */
const stripeFor = (publishableKey: string) => {
  const existing = loaded.get(publishableKey);
  if (existing) return existing;
  const loading = loadStripe(publishableKey);
  loaded.set(publishableKey, loading);
  return loading;
};

interface CardFormProps {
  payment: Payment;
  clientSecret: string;
  publishableKey: string;
  testMode: boolean;
  onPaid: (payment: Payment) => void;
}

/**
 * Stripe's Payment Element: the card is typed into Stripe's own frame and confirmed with Stripe
 * directly; Ember only learns the outcome (read back from Stripe, and by webhook).
 */
export function StripeCardForm(props: CardFormProps) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ payment, testMode, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [refresh] = useRefreshPaymentMutation();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    if (!stripe || !elements) return;
    setPaying(true);
    setFailure(null);
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    if (error) {
      setFailure(error.message ?? paymentTexts.payFailed);
      setPaying(false);
      return;
    }
    const result = await refresh({ paymentId: payment.id });
    setPaying(false);
    if ('data' in result && result.data) onPaid(result.data);
    else setFailure(paymentTexts.payFailed);
  }

  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {testMode && <TestModeBadge />}
      <PaymentElement />
      <p className={styles.muted}>{paymentTexts.cardNote}</p>
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" loading={paying} disabled={!stripe}>
        pay {money(payment.chargeCents, payment.currency)}
      </Button>
    </form>
  );
}
