import { Link, Navigate, useParams } from 'react-router';
import { useListCandidatesQuery, useListMyPicksQuery } from '@ember/api-client';
import { Alert, LoadingState, buttonClassName, usePageTitle } from '@ember/ui';
import styles from '../components/rounds.module.css';
import { errorMessageOf } from '../model/api-errors';

/** /emberite/rounds/{roundId}/candidates: opens the first candidate not picked yet (else the first). */
export function CandidatesStartPage() {
  usePageTitle('Pick');
  const { roundId = '' } = useParams();
  const candidates = useListCandidatesQuery({ roundId });
  const picks = useListMyPicksQuery({ roundId });
  if (candidates.isLoading || picks.isLoading) return <LoadingState label="Loading the people in this round…" />;
  if (candidates.error || !candidates.data) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>pick</h1>
        <Alert>{errorMessageOf(candidates.error, 'We couldn’t load the people in this round.')}</Alert>
        <Link className={buttonClassName({ variant: 'secondary' })} to="/home">
          back to Discover
        </Link>
      </section>
    );
  }
  const list = candidates.data.candidates;
  if (list.length === 0) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>pick</h1>
        <p className={styles.empty}>Nobody else is in this round yet. Check back soon.</p>
        <Link className={buttonClassName({ variant: 'secondary' })} to="/home">
          back to Discover
        </Link>
      </section>
    );
  }
  const picked = new Set((picks.data?.picks ?? []).map((pick) => pick.profileId));
  const first = list.find((card) => !picked.has(card.id)) ?? list[0]!;
  return <Navigate to={`/emberite/profile/${first.id}?round=${roundId}`} replace />;
}
