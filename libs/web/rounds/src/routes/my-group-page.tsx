import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type MyGroup,
  type MyRound,
  type Payment,
  useCancelMyPlaceMutation,
  useDeclineGroupMutation,
  useGetMyGroupQuery,
  useGetMyPaymentQuery,
  useGetMyRoundQuery,
} from '@ember/api-client';
import { cityName, neighborhoodLabel } from '@ember/member-rules';
import {
  Alert,
  Button,
  CelebrateButton,
  LoadingState,
  Modal,
  allSetText,
  buttonClassName,
  money,
  usePageTitle,
} from '@ember/ui';
import { MemberRow } from '../components/member-card-view';
import { ReportMemberButton } from '../components/report-member-button';
import styles from '../components/rounds.module.css';
import { useNow } from '../hooks/use-now';
import { errorCodeOf, errorMessageOf } from '../model/api-errors';
import { meetingTime, timeLeft } from '../model/time-left';

export const groupTexts = {
  /** Spec 3 §2.7's words once a member is in, as the journey says them. */
  allSet: allSetText,
  noGroup: 'No group formed this round',
} as const;

/**
 * /emberite/rounds/{roundId}/group: the member's group (public cards, slot and place, the first
 * meeting), the 24-hour countdown to join, join (paying the deposit or ticket on /payment first) or
 * decline, 'all set' with Celebrate once joined, the payment's state and cancelling one's place by
 * its policy; 'no group formed this round' for members without one.
 */
export interface MyGroupPageProps {
  /** The group's chat, shown to members who joined a confirmed group (composed by the app). */
  chat?: (groupId: string) => ReactNode;
}

export function MyGroupPage({ chat }: MyGroupPageProps = {}) {
  usePageTitle('Your group');
  const { roundId = '' } = useParams();
  const round = useGetMyRoundQuery({ roundId });
  const group = useGetMyGroupQuery({ roundId }, { pollingInterval: 60_000 });

  if (round.isLoading || group.isLoading) return <LoadingState label="Loading your group…" />;
  if (group.data) return <GroupView group={group.data} chat={chat} />;
  if (errorCodeOf(group.error) === 'matching-rounds.no-group' && round.data) return <NoGroup round={round.data} />;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>your group</h1>
      <Alert>{errorMessageOf(round.error ?? group.error, 'We couldn’t load your group. Please try again.')}</Alert>
      <Button variant="secondary" onClick={() => void group.refetch()}>
        try again
      </Button>
    </section>
  );
}

function NoGroup({ round }: { round: MyRound }) {
  const stillForming = round.status === 'scheduled' || round.status === 'collecting' || round.status === 'forming';
  return (
    <section className={styles.page} aria-labelledby="group-title">
      <h1 id="group-title" className={styles.title}>
        {stillForming ? 'your group' : groupTexts.noGroup.toLowerCase()}
      </h1>
      <div className={styles.panel}>
        {stillForming ? (
          <p>Groups form once picks close. We will e-mail you as soon as yours is ready.</p>
        ) : (
          <>
            <p>
              Groups form only from mutual picks, and this round of {round.programName} did not give you a group. Your
              picks stay private. Next round, pick a few more people to raise your chances.
            </p>
          </>
        )}
      </div>
      <Link className={buttonClassName({ variant: 'secondary' })} to="/home">
        back to Discover
      </Link>
    </section>
  );
}

function GroupView({ group, chat }: { group: MyGroup; chat: MyGroupPageProps['chat'] }) {
  const now = useNow(1000);
  const [decline, declining] = useDeclineGroupMutation();
  const [cancelPlace, cancelling] = useCancelMyPlaceMutation();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [refund, setRefund] = useState<{ refundedCents: number; rule: string } | null>(null);
  const payment = useGetMyPaymentQuery({ paymentId: group.myPaymentId ?? '' }, { skip: !group.myPaymentId });

  const open = group.status === 'reviewing' && group.myDecision === 'invited' && new Date(group.joinDeadline) > now;
  const price = money(group.price.amountCents, group.price.currency);
  const when = meetingTime(group.meetsAt, group.timeZone);
  const place = [
    group.venue?.venueName,
    !group.neighborhood || group.neighborhood === 'anywhere' ? null : neighborhoodLabel(group.neighborhood),
  ]
    .filter(Boolean)
    .join(', ');
  const failure = declining.error ?? cancelling.error;
  const canCancel = group.myDecision === 'joined' && group.status !== 'released' && new Date(group.meetsAt) > now;

  return (
    <section className={styles.page} aria-labelledby="group-title">
      <header className={styles.groupHeader}>
        <p className={styles.roundLabel}>{group.programName}</p>
        <h1 id="group-title" className={styles.title}>
          {group.status === 'released' ? groupTexts.noGroup.toLowerCase() : 'your group'}
        </h1>
        <p className={styles.muted}>Everyone here picked someone in the group, and someone picked you. Not who.</p>
      </header>

      {group.status === 'reviewing' && group.myDecision === 'invited' && (
        <div className={styles.deadline}>
          <p>Join within</p>
          <p className={styles.countdown} role="timer" aria-live="off">
            {timeLeft(group.joinDeadline, now)}
          </p>
        </div>
      )}

      <dl className={styles.facts}>
        <div>
          <dt>when</dt>
          <dd>
            {when}
            {group.slot && group.sessions > 1 && `, then ${group.slot.label}s for ${group.sessions} weeks`}
          </dd>
        </div>
        <div>
          <dt>where</dt>
          <dd>{place ? `${place}, ${cityName(group.city)}` : cityName(group.city)}</dd>
        </div>
        <div>
          <dt>{group.price.kind === 'deposit' ? 'deposit' : 'price'}</dt>
          <dd>
            {price}
            {group.price.kind === 'deposit'
              ? ' held when you join, refunded if the group does not meet'
              : ', held on your card when you join, taken when the group is confirmed'}
          </dd>
        </div>
        <div>
          <dt>joined</dt>
          <dd>
            {group.joinedCount} of {group.memberCount} · meets with at least {group.minSize}
          </dd>
        </div>
      </dl>

      <ul className={styles.memberList} aria-label="your group">
        {group.members.map((member) => (
          <MemberRow
            key={member.id}
            card={member}
            isMe={member.isMe}
            action={
              member.isMe ? undefined : (
                <ReportMemberButton profileId={member.id} name={member.firstName} source="group" />
              )
            }
          />
        ))}
      </ul>

      {failure && <Alert>{errorMessageOf(failure, 'That did not work. Please try again.')}</Alert>}

      {payment.data && <PaymentState payment={payment.data.payment} />}
      {refund && (
        <p className={styles.panel} role="status">
          {refund.refundedCents > 0
            ? `${money(refund.refundedCents, group.price.currency)} is on its way back to you. ${refund.rule}`
            : `Nothing comes back: ${refund.rule}`}
        </p>
      )}

      {open && (
        <div className={styles.actions}>
          <Link className={buttonClassName()} to={`/payment?round=${group.roundId}`}>
            join · {price}
          </Link>
          <Button variant="secondary" onClick={() => setConfirmDecline(true)}>
            decline
          </Button>
        </div>
      )}

      {group.myDecision === 'joined' && group.status !== 'released' && (
        <div className={styles.allSet}>
          <p className={styles.allSetText}>
            {group.status === 'confirmed' ? 'Your group is confirmed: see you there!' : groupTexts.allSet}
          </p>
          <CelebrateButton />
        </div>
      )}
      {group.myCheckInCode && (
        <p className={styles.panel}>
          Your check-in code: <strong className={styles.checkInCode}>{group.myCheckInCode}</strong>. Show it to your
          host when you arrive.
        </p>
      )}
      {chat && group.status === 'confirmed' && group.myDecision === 'joined' && chat(group.id)}
      {canCancel && (
        <Button variant="link" onClick={() => setConfirmCancel(true)}>
          cancel my place
        </Button>
      )}
      {group.myDecision === 'declined' && <p className={styles.panel}>You declined this group.</p>}
      {group.myDecision === 'cancelled' && <p className={styles.panel}>You gave your place up.</p>}
      {group.myDecision === 'expired' && <p className={styles.panel}>The time to join this group is over.</p>}
      {group.status === 'released' && (
        <p className={styles.panel}>
          Not enough people joined, so this group will not meet this round.
          {group.myDecision === 'joined' && ' What you paid is refunded.'}
        </p>
      )}

      <Modal
        open={confirmDecline}
        title="Decline this group?"
        onClose={() => setConfirmDecline(false)}
        primaryAction={{
          label: 'decline',
          loading: declining.isLoading,
          onClick: () => {
            void decline({ roundId: group.roundId }).finally(() => setConfirmDecline(false));
          },
        }}
      >
        <p>You will not be in this group. Nobody is told why, and your picks stay private.</p>
      </Modal>

      <Modal
        open={confirmCancel}
        title="Cancel your place?"
        onClose={() => setConfirmCancel(false)}
        primaryAction={{
          label: 'cancel my place',
          loading: cancelling.isLoading,
          onClick: () => {
            void cancelPlace({ roundId: group.roundId })
              .then((result) => {
                if ('data' in result && result.data) {
                  setRefund({ refundedCents: result.data.refundedCents, rule: result.data.rule });
                }
              })
              .finally(() => setConfirmCancel(false));
          },
        }}
      >
        <p>{cancellationText(payment.data?.payment ?? null, group.price.currency)}</p>
      </Modal>
    </section>
  );
}

/** What the member paid for this group and where it stands. */
function PaymentState({ payment }: { payment: Payment }) {
  const amount = money(payment.amountCents, payment.currency);
  const states: Record<string, string> = {
    held: `Your ${amount} is held on your card until the group is confirmed.`,
    paid:
      payment.purpose === 'deposit'
        ? `Your ${amount} deposit is held for this group.`
        : `You paid ${amount}${payment.creditCents > 0 ? `, your deposit counted toward it` : ''}.`,
    'partially-refunded': `${money(payment.refundedCents, payment.currency)} of your ${amount} was refunded.`,
    refunded: `Your ${amount} was refunded.`,
    canceled: 'The hold on your card was released: nothing was taken.',
  };
  const text = states[payment.status];
  return text ? <p className={styles.muted}>{text}</p> : null;
}

/** Before cancelling: what comes back, by the ticket's policy at this moment. */
function cancellationText(payment: Payment | null, currency: string): string {
  if (!payment?.cancellation) return 'You will not be in this group any more.';
  const back = payment.cancellation.refundCents;
  return back > 0
    ? `You get ${money(back, currency)} back (${payment.cancellation.rule}).`
    : `Nothing comes back: ${payment.cancellation.rule}`;
}
