import { Link } from 'react-router';
import type { MyRound } from '@ember/api-client';
import { buttonClassName } from '@ember/ui';
import { nudgeBelow } from '../model/pick-levels';
import { timeLeft } from '../model/time-left';
import styles from './rounds.module.css';

/** What a member's round says on /home, phase by phase, with its countdown. */
export function RoundStatusCard({ round, now }: { round: MyRound; now: Date }) {
  const primary = buttonClassName({ variant: 'primary', size: 'small' });
  const secondary = buttonClassName({ variant: 'secondary', size: 'small' });
  const group = `/emberite/rounds/${round.id}/group`;
  let label: string;
  let body: React.ReactNode;

  if (round.status === 'scheduled' && !round.acceptingPicks) {
    label = 'picks open in';
    body = <Countdown until={round.picksOpenAt} now={now} />;
  } else if (round.status === 'scheduled' || round.status === 'collecting') {
    label = 'picks close in';
    const picked = round.pickCount ?? 0;
    body =
      round.standing === 'candidate' ? (
        <>
          <Countdown until={round.picksCloseAt} now={now} />
          <p className={styles.cardNote}>
            {picked === 0
              ? 'You have not picked anyone yet.'
              : `You picked ${picked} ${picked === 1 ? 'person' : 'people'}.`}{' '}
            {picked < nudgeBelow &&
              round.candidateCount > picked &&
              'Groups form only from mutual picks: pick a few more before the deadline.'}
          </p>
          <Link className={primary} to={`/emberite/rounds/${round.id}/candidates`}>
            {picked === 0 ? 'start picking' : 'keep picking'}
          </Link>
        </>
      ) : round.standing === 'not-discoverable' ? (
        <>
          <Countdown until={round.picksCloseAt} now={now} />
          <p className={styles.cardNote}>Add a fun and a useful video so others can see you, then pick too.</p>
          <Link className={secondary} to="/emberite/settings/videos">
            add your videos
          </Link>
        </>
      ) : (
        <p className={styles.cardNote}>This round is for members in another city.</p>
      );
  } else if (round.status === 'forming') {
    label = 'picks are closed';
    body = <p className={styles.cardNote}>We are forming groups from mutual picks. You will hear from us soon.</p>;
  } else if (round.outcome === 'grouped' && round.group) {
    const { status, decision } = round.group;
    label = status === 'reviewing' ? 'your group is ready' : status === 'confirmed' ? 'your group' : 'this round';
    body = (
      <>
        {status === 'reviewing' && decision === 'invited' && round.reviewClosesAt && (
          <>
            <p className={styles.cardNote}>Review it and join within</p>
            <Countdown until={round.reviewClosesAt} now={now} />
          </>
        )}
        {status === 'reviewing' && decision === 'joined' && (
          <p className={styles.cardNote}>You joined. We will confirm once enough people do.</p>
        )}
        {status === 'confirmed' && (
          <p className={styles.cardNote}>
            {decision === 'joined' ? 'Confirmed: see you there!' : 'Your group met its minimum.'}
          </p>
        )}
        {status === 'released' && <p className={styles.cardNote}>No group formed this round.</p>}
        <Link className={status === 'reviewing' && decision === 'invited' ? primary : secondary} to={group}>
          {status === 'reviewing' && decision === 'invited' ? 'review your group' : 'see your group'}
        </Link>
      </>
    );
  } else if (round.outcome === 'no-group') {
    label = 'this round';
    body = (
      <p className={styles.cardNote}>
        No group formed this round. Pick more people next time: groups form only from mutual picks.
      </p>
    );
  } else {
    label = 'this round';
    body = <p className={styles.cardNote}>This round has closed.</p>;
  }

  return (
    <article className={styles.roundCard} aria-label={`${round.programName} round`}>
      <p className={styles.roundLabel}>{round.programName}</p>
      <h2 className={styles.roundHeading}>{label}</h2>
      {body}
    </article>
  );
}

function Countdown({ until, now }: { until: string; now: Date }) {
  return (
    <p className={styles.countdown} role="timer" aria-live="off">
      {timeLeft(until, now)}
    </p>
  );
}
