import { useListMyRoundsQuery } from '@ember/api-client';
import { useNow } from '../hooks/use-now';
import { RoundStatusCard } from './round-status-card';
import styles from './rounds.module.css';

/**
 * The member's rounds on /home: the countdown to picks opening or closing, the picks made with a
 * nudge, the group to review, or 'no group formed this round'. Nothing shows without a round.
 */
export function RoundsHomePanel() {
  const rounds = useListMyRoundsQuery(undefined, { pollingInterval: 60_000 });
  const now = useNow(1000);
  if (rounds.isLoading) return <p className={styles.muted}>Loading your rounds…</p>;
  if (rounds.error) return <p className={styles.muted}>We couldn&apos;t load your rounds just now.</p>;
  const list = rounds.data?.rounds ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.roundList} aria-label="your rounds">
      {list.map((round) => (
        <RoundStatusCard key={round.id} round={round} now={now} />
      ))}
    </section>
  );
}
