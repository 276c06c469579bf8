import { useSearchParams } from 'react-router';
import { useCreateOnboardingLinkMutation, useGetPayoutAccountQuery } from '@ember/api-client';
import { platformFeePercent, processingFee } from '@ember/hosting-rules';
import { Alert, Button, LoadingState, usePageTitle } from '@ember/ui';
import { TestModeBadge } from '../components/test-mode-badge';
import styles from '../components/payments.module.css';
import { errorMessageOf } from '../model/api-errors';

interface StateText {
  title: string;
  text: string;
  action: string | null;
}

const notStarted: StateText = {
  title: 'Set up payouts',
  text: 'To be paid for your formats, open a payout account with Stripe, our payment provider. It takes a few minutes.',
  action: 'Set up payouts with Stripe',
};

const stateTexts: Record<string, StateText> = {
  'not-started': notStarted,
  onboarding: {
    title: 'Finish your payout account',
    text: 'Stripe still needs a few details before it can pay you. Your earnings wait for you meanwhile.',
    action: 'Continue with Stripe',
  },
  restricted: {
    title: 'Your payout account needs attention',
    text: 'Stripe has paused payouts until a detail is updated. Your earnings wait for you meanwhile.',
    action: 'Update your details with Stripe',
  },
  active: {
    title: 'Payouts are on',
    text: 'You are paid after each event, straight to your bank.',
    action: null,
  },
};

/** /host/billing (spec 3 §2.11): the payout account (Stripe Connect onboarding and its state) and how payouts work. */
export function HostBillingPage() {
  usePageTitle('Billing');
  const [params] = useSearchParams();
  const account = useGetPayoutAccountQuery();
  const [createLink, linking] = useCreateOnboardingLinkMutation();
  if (account.isLoading) return <LoadingState label="Loading your payout account…" />;
  if (account.error || !account.data) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Billing</h1>
        <Alert>{errorMessageOf(account.error, 'We couldn’t load your payout account. Please try again.')}</Alert>
        <Button variant="secondary" onClick={() => void account.refetch()}>
          try again
        </Button>
      </section>
    );
  }
  const state = stateTexts[account.data.state] ?? notStarted;
  return (
    <section className={styles.page} aria-labelledby="billing-title">
      <h1 id="billing-title" className={styles.title}>
        billing
      </h1>
      {account.data.testMode && <TestModeBadge />}
      {params.get('onboarding') === 'refresh' && (
        <Alert tone="info">The Stripe link expired before you finished. Continue where you left off.</Alert>
      )}
      <div className={styles.panel} aria-live="polite">
        <h2 className={styles.sectionTitle}>{state.title}</h2>
        <p>{state.text}</p>
        {account.data.testMode && account.data.provider === 'offline' && (
          <p className={styles.muted}>Test mode: the payout account is ready at once and no money moves.</p>
        )}
        {linking.error && <Alert>{errorMessageOf(linking.error, 'We couldn’t reach Stripe. Please try again.')}</Alert>}
        {state.action && (
          <Button
            loading={linking.isLoading}
            onClick={async () => {
              const result = await createLink();
              if ('data' in result && result.data) window.location.assign(result.data.url);
            }}
          >
            {state.action}
          </Button>
        )}
      </div>
      <div className={styles.panel}>
        <h2 className={styles.sectionTitle}>How you are paid</h2>
        <p>
          Members pay when they join a group; their card is held until the group is confirmed. After the event, you
          receive the ticket price less Ember’s {platformFeePercent} % and the processing estimate (
          {processingFee.percent} % + 30¢ per ticket). Refunds follow your format’s cancellation and refund policies.
        </p>
      </div>
    </section>
  );
}
