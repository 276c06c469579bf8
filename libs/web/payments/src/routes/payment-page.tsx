import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  type Payment,
  useCheckoutGroupMutation,
  useGetMyPaymentQuery,
  useGetPaymentSettingsQuery,
  useJoinGroupMutation,
  useStartDepositMutation,
} from '@ember/api-client';
import { Alert, Button, LoadingState, buttonClassName, money, usePageTitle } from '@ember/ui';
import { PaymentForm } from '../components/payment-form';
import { PaymentSummary } from '../components/payment-summary';
import styles from '../components/payments.module.css';
import { errorMessageOf } from '../model/api-errors';
import { paymentTexts } from '../model/payment-texts';

/**
 * /payment (spec 3 §2.10, §7): where registration ends, the $10 deposit; with `?round=` the
 * ticket (or deposit) of the member's group, after which they join it. What is paid and the
 * policies are shown before paying; the amounts are the server's.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const roundId = params.get('round');
  return roundId ? <GroupPayment roundId={roundId} /> : <DepositPayment />;
}

function DepositPayment() {
  usePageTitle('Your deposit');
  const settings = useGetPaymentSettingsQuery();
  const [start, started] = useStartDepositMutation();
  const [paid, setPaid] = useState<Payment | null>(null);
  useEffect(() => {
    void start();
  }, [start]);

  if (settings.isLoading || started.isLoading || (!started.data && !started.error)) {
    return <LoadingState label="Preparing your deposit…" />;
  }
  if (!settings.data || !started.data)
    return <Failed error={settings.error ?? started.error} retry={() => void start()} />;
  const payment = paid ?? started.data.payment;
  const onFile = payment.status === 'paid';
  return (
    <section className={styles.page} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {onFile ? 'your deposit is on file' : 'a $10 deposit'}
      </h1>
      {onFile ? (
        <div className={styles.panel}>
          <p>
            {money(payment.amountCents, payment.currency)} paid. It is counted toward your next event
            {payment.refundDueAt &&
              `, and comes back by itself on ${new Date(payment.refundDueAt).toLocaleDateString('en-US', { dateStyle: 'long' })} if no group is assembled for you by then`}
            .
          </p>
          <div className={styles.actions}>
            <Link className={buttonClassName()} to="/home">
              go to Discover
            </Link>
            <Link className={buttonClassName({ variant: 'secondary' })} to="/emberite/settings/payments">
              your payments
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p>{paymentTexts.deposit}</p>
          <PaymentSummary payment={payment} />
          <PaymentForm
            payment={payment}
            clientSecret={started.data.clientSecret}
            settings={settings.data}
            onPaid={setPaid}
          />
          {!settings.data.depositRequired && (
            <Link className={buttonClassName({ variant: 'link' })} to="/home">
              continue without a deposit
            </Link>
          )}
        </>
      )}
    </section>
  );
}

function GroupPayment({ roundId }: { roundId: string }) {
  usePageTitle('Pay for your group');
  const navigate = useNavigate();
  const settings = useGetPaymentSettingsQuery();
  const [checkout, checkedOut] = useCheckoutGroupMutation();
  const [join, joining] = useJoinGroupMutation();
  const paymentId = checkedOut.data?.paymentId ?? null;
  const mine = useGetMyPaymentQuery({ paymentId: paymentId ?? '' }, { skip: !paymentId });
  useEffect(() => {
    void checkout({ roundId });
  }, [checkout, roundId]);

  const groupPage = `/emberite/rounds/${roundId}/group`;
  async function joinNow() {
    const result = await join({ roundId });
    if ('data' in result && result.data) navigate(groupPage);
  }

  if (settings.isLoading || checkedOut.isLoading || (!checkedOut.data && !checkedOut.error) || mine.isLoading) {
    return <LoadingState label="Preparing your payment…" />;
  }
  if (checkedOut.error || !settings.data || !checkedOut.data) {
    return (
      <section className={styles.page} aria-labelledby="payment-title">
        <h1 id="payment-title" className={styles.title}>
          pay for your group
        </h1>
        <Alert>{errorMessageOf(checkedOut.error ?? settings.error, paymentTexts.loadFailed)}</Alert>
        <Link className={buttonClassName({ variant: 'secondary' })} to={groupPage}>
          back to your group
        </Link>
      </section>
    );
  }
  const due = checkedOut.data.amountDueCents;
  const payment = mine.data?.payment;
  const deposit = checkedOut.data.kind === 'deposit';
  return (
    <section className={styles.page} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {deposit ? 'a $10 deposit for your group' : 'pay for your group'}
      </h1>
      {joining.error && <Alert>{errorMessageOf(joining.error, paymentTexts.payFailed)}</Alert>}
      {payment && <PaymentSummary payment={payment} />}
      {due === 0 ? (
        <div className={styles.panel}>
          <p>
            {deposit
              ? 'Your deposit on file covers this group.'
              : 'Paid: your card is held until the group is confirmed.'}
          </p>
          <Button loading={joining.isLoading} onClick={() => void joinNow()}>
            join the group
          </Button>
        </div>
      ) : (
        payment && (
          <>
            {deposit && <p>{paymentTexts.deposit}</p>}
            <PaymentForm
              payment={payment}
              clientSecret={mine.data?.clientSecret ?? null}
              settings={settings.data}
              onPaid={() => void joinNow()}
            />
            {deposit && !settings.data.depositRequired && (
              <Button variant="link" onClick={() => void joinNow()}>
                join without a deposit
              </Button>
            )}
          </>
        )
      )}
      <Link className={buttonClassName({ variant: 'link' })} to={groupPage}>
        back to your group
      </Link>
    </section>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>payment</h1>
      <Alert>{errorMessageOf(error, paymentTexts.loadFailed)}</Alert>
      <Button variant="secondary" onClick={retry}>
        try again
      </Button>
    </section>
  );
}
