import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type MyGroup,
  type MyRound,
  useDeclineGroupMutation,
  useGetMyGroupQuery,
  useGetMyRoundQuery,
  useJoinGroupMutation,
} from '@ember/api-client';
import {
  Alert,
  Button,
  CelebrateButton,
  LoadingState,
  Modal,
  allSetText,
  buttonClassName,
  usePageTitle,
} from '@ember/ui';
import { MemberRow } from '../components/member-card-view';
import styles from '../components/rounds.module.css';
import { useNow } from '../hooks/use-now';
import { errorCodeOf, errorMessageOf } from '../model/api-errors';
import { meetingTime, money, timeLeft } from '../model/time-left';

export const groupTexts = {
  /** Spec 3 §2.7's words once a member is in, as the journey says them. */
  allSet: allSetText,
  noGroup: 'No group formed this round',
} as const;

/**
 * /emberite/rounds/{roundId}/group: the member's group (public cards, slot and place, the first
 * meeting), the 24-hour countdown to join, join (deposit or payment) or decline, 'all set' with
 * Celebrate once joined; 'no group formed this round' for members without one.
 */
export function MyGroupPage() {
  usePageTitle('Your group');
  const { roundId = '' } = useParams();
  const round = useGetMyRoundQuery({ roundId });
  const group = useGetMyGroupQuery({ roundId }, { pollingInterval: 60_000 });

  if (round.isLoading || group.isLoading) return <LoadingState label="Loading your group…" />;
  if (group.data) return <GroupView group={group.data} />;
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

function GroupView({ group }: { group: MyGroup }) {
  const now = useNow(1000);
  const [join, joining] = useJoinGroupMutation();
  const [decline, declining] = useDeclineGroupMutation();
  const [confirmDecline, setConfirmDecline] = useState(false);

  const open = group.status === 'reviewing' && group.myDecision === 'invited' && new Date(group.joinDeadline) > now;
  const price = money(group.price.amountCents, group.price.currency);
  const when = meetingTime(group.meetsAt, group.timeZone);
  const place = [group.venue?.venueName, group.neighborhood === 'anywhere' ? null : group.neighborhood]
    .filter(Boolean)
    .join(', ');
  const failure = joining.error ?? declining.error;

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
          <dd>{place ? `${place}, ${group.city.split(':').pop()}` : group.city.split(':').pop()}</dd>
        </div>
        <div>
          <dt>{group.price.kind === 'deposit' ? 'deposit' : 'price'}</dt>
          <dd>
            {price}
            {group.price.kind === 'deposit'
              ? ' held when you join, refunded if the group does not meet'
              : ', paid when you join'}
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
          <MemberRow key={member.id} card={member} isMe={member.isMe} />
        ))}
      </ul>

      {failure && <Alert>{errorMessageOf(failure, 'That did not work. Please try again.')}</Alert>}

      {open && (
        <div className={styles.actions}>
          <Button loading={joining.isLoading} onClick={() => void join({ roundId: group.roundId })}>
            join · {price}
          </Button>
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
      {group.myDecision === 'declined' && <p className={styles.panel}>You declined this group.</p>}
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
    </section>
  );
}
