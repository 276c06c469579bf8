import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  type MemberCard,
  type MyRound,
  useBlockMemberMutation,
  useListCandidatesQuery,
  useListMyPicksQuery,
  useListMyRoundsQuery,
  usePutPickMutation,
} from '@ember/api-client';
import { Alert, Button, LoadingState, Modal, buttonClassName, usePageTitle } from '@ember/ui';
import { MemberCardView } from '../components/member-card-view';
import { PickSlider } from '../components/pick-slider';
import { ReportMemberButton } from '../components/report-member-button';
import styles from '../components/rounds.module.css';
import { useNow } from '../hooks/use-now';
import { errorMessageOf } from '../model/api-errors';
import {
  clampLevel,
  countingPickLevel,
  initialPickLevel,
  levelTints,
  nextInCycle,
  nudgeBelow,
} from '../model/pick-levels';
import { timeLeft } from '../model/time-left';

/** A slider move is saved once the member stops moving it for this long. */
export const saveDelayMs = 400;
/** A horizontal swipe of at least this many pixels moves the level one step. */
const swipePx = 48;

/**
 * /emberite/profile/{profileId} (spec 3 §2.3) as the pick surface: the candidate's profile on a
 * background tinted by the level, the six-level slider (starts at 1; drag, swipe, or keys), Next
 * going round the candidates, the count of picks with a nudge, and the countdown to the close.
 * `?round=` names the round; without it, the round collecting picks is found. With no round open,
 * or for someone who is not a candidate of it, `otherwise` shows instead (the plain profile view).
 */
export function ProfilePickPage({ otherwise }: { otherwise?: ReactNode }) {
  usePageTitle('Profile');
  const { profileId = '' } = useParams();
  const [search] = useSearchParams();
  const given = search.get('round');
  const rounds = useListMyRoundsQuery(undefined, { skip: Boolean(given) });
  const open = rounds.data?.rounds.filter((round) => round.acceptingPicks) ?? [];
  const roundId = given ?? open[0]?.id ?? null;

  if (!given && rounds.isLoading) return <LoadingState label="Loading…" />;
  if (!roundId) {
    if (otherwise) return otherwise;
    return (
      <Closed title="profile" text="Picks are not open right now. We will let you know when the next round starts." />
    );
  }
  return <PickForRound key={roundId} roundId={roundId} profileId={profileId} otherwise={otherwise} />;
}

function PickForRound({
  roundId,
  profileId,
  otherwise,
}: {
  roundId: string;
  profileId: string;
  otherwise?: ReactNode;
}) {
  const candidates = useListCandidatesQuery({ roundId });
  const picks = useListMyPicksQuery({ roundId });
  const rounds = useListMyRoundsQuery();
  const round = rounds.data?.rounds.find((item) => item.id === roundId);

  if (candidates.isLoading || picks.isLoading) return <LoadingState label="Loading the profile…" />;
  if (candidates.error || !candidates.data) {
    return <Closed title="profile" text={errorMessageOf(candidates.error, 'We couldn’t load this profile.')} />;
  }
  const list = candidates.data.candidates;
  const card = list.find((candidate) => candidate.id === profileId);
  if (!card) {
    if (otherwise) return otherwise;
    return <Closed title="profile" text="This person is not among the people you can pick in this round." />;
  }
  const mine = picks.data?.picks ?? [];
  const saved = mine.find((pick) => pick.profileId === profileId)?.level;
  return (
    <PickView
      key={profileId}
      roundId={roundId}
      round={round}
      card={card}
      next={nextInCycle(list, profileId)}
      savedLevel={saved ?? null}
      pickCount={mine.filter((pick) => pick.level >= countingPickLevel).length}
      candidateCount={list.length}
    />
  );
}

interface PickViewProps {
  roundId: string;
  round: MyRound | undefined;
  card: MemberCard;
  next: MemberCard | null;
  savedLevel: number | null;
  pickCount: number;
  candidateCount: number;
}

function PickView({ roundId, round, card, next, savedLevel, pickCount, candidateCount }: PickViewProps) {
  const navigate = useNavigate();
  const now = useNow(1000);
  const [level, setLevel] = useState(savedLevel ?? initialPickLevel);
  const [putPick, saving] = usePutPickMutation();
  const [blockMember, blocking] = useBlockMemberMutation();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const choose = (value: number) => {
    const chosen = clampLevel(value);
    setLevel(chosen);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void putPick({ roundId, profileId: card.id, putPickRequest: { level: chosen } });
    }, saveDelayMs);
  };

  const nextHref = next ? `/emberite/profile/${next.id}?round=${roundId}` : '/home';
  const closesAt = round?.picksCloseAt;
  const nudge = pickCount < nudgeBelow && candidateCount > pickCount;

  return (
    <section
      className={styles.pickPage}
      style={{ '--level-tint': levelTints[level] } as React.CSSProperties}
      data-level={level}
      aria-labelledby="pick-title"
    >
      <header className={styles.pickHeader}>
        <h1 id="pick-title" className={styles.srOnly}>
          {card.firstName}&apos;s profile
        </h1>
        <p className={styles.muted}>
          {round?.programName ?? 'this round'}
          {closesAt && (
            <>
              {' · '}picks close in <span className={styles.inlineTimer}>{timeLeft(closesAt, now)}</span>
            </>
          )}
        </p>
        <Link className={buttonClassName({ variant: 'ghost', size: 'small' })} to={nextHref}>
          Next
        </Link>
      </header>

      <div
        className={styles.swipeArea}
        onPointerDown={(event) => {
          if ((event.target as HTMLElement).closest('input, button, a, video')) return;
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const moved = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(moved) >= swipePx) choose(level + Math.sign(moved));
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <MemberCardView card={card} />
      </div>

      <PickSlider level={level} onChange={choose} name={card.firstName} />

      <div className={styles.pickFooter}>
        <p className={styles.pickCount} role="status">
          {saving.isError
            ? errorMessageOf(saving.error, 'We couldn’t save your pick. Please try again.')
            : `You picked ${pickCount} of ${candidateCount} ${candidateCount === 1 ? 'person' : 'people'}.`}
          {!saving.isError && nudge && ' Groups form only from mutual picks: pick a few more before the deadline.'}
        </p>
        <div className={styles.actions}>
          <Link className={buttonClassName({ variant: 'primary' })} to={nextHref}>
            Next
          </Link>
          <Button variant="ghost" size="small" onClick={() => setConfirmBlock(true)}>
            block {card.firstName}
          </Button>
          <ReportMemberButton
            profileId={card.id}
            name={card.firstName}
            source="pick"
            onReported={() => navigate(next && next.id !== card.id ? nextHref : '/home', { replace: true })}
          />
        </div>
      </div>

      <Modal
        open={confirmBlock}
        title={`Block ${card.firstName}?`}
        onClose={() => setConfirmBlock(false)}
        primaryAction={{
          label: blocking.isLoading ? 'blocking…' : 'block',
          onClick: async () => {
            await blockMember({ profileId: card.id }).unwrap();
            setConfirmBlock(false);
            navigate(next && next.id !== card.id ? nextHref : '/home', { replace: true });
          },
        }}
      >
        <p>You will not see each other in rounds again, and you will never be in the same group. They are not told.</p>
      </Modal>
    </section>
  );
}

function Closed({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Alert>{text}</Alert>
      <Link className={buttonClassName({ variant: 'secondary' })} to="/home">
        back to Discover
      </Link>
    </section>
  );
}
