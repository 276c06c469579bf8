import { useState } from 'react';
import { type Payment, usePayInTestModeMutation } from '@ember/api-client';
import { Alert, Button, money } from '@ember/ui';
import { paymentTexts } from '../model/payment-texts';
import { errorMessageOf } from '../model/api-errors';
import { TestModeBadge } from './test-mode-badge';
import styles from './payments.module.css';

/**
 * Without a card provider: one button pays, as a card would, and says so. No card field exists,
 * so nothing card-like is ever typed into Ember.
 */
export function TestModeForm({ payment, onPaid }: { payment: Payment; onPaid: (payment: Payment) => void }) {
  const [pay, paying] = usePayInTestModeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className={styles.panel}>
      <TestModeBadge />
      <p className={styles.muted}>{paymentTexts.testModeNote}</p>
      {failure && <Alert>{failure}</Alert>}
      <Button
        loading={paying.isLoading}
        onClick={async () => {
          setFailure(null);
          const result = await pay({ paymentId: payment.id });
          if ('data' in result && result.data) onPaid(result.data);
          else setFailure(errorMessageOf(result.error, paymentTexts.payFailed));
        }}
      >
        pay {money(payment.chargeCents, payment.currency)} (test mode)
      </Button>
    </div>
  );
}
