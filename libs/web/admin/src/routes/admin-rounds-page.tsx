import { useState } from 'react';
import { useListHostedRoundsQuery } from '@ember/api-client';
import { Alert, Button, LoadingState, usePageTitle } from '@ember/ui';
import styles from '../components/admin.module.css';
import { CreateRoundForm } from '../components/create-round-form';
import { RoundCard } from '../components/round-card';

/** /admin/rounds: every round, newest first; create one, move its deadlines, read its report in numbers. */
export function AdminRoundsPage() {
  usePageTitle('Rounds · console');
  const rounds = useListHostedRoundsQuery();
  const [creating, setCreating] = useState(false);
  const list = rounds.data?.rounds ?? [];
  return (
    <section aria-labelledby="rounds-title" className={styles.page}>
      <div className={styles.toolbar}>
        <h2 id="rounds-title" className={styles.heading}>
          Rounds
        </h2>
        <Button size="small" aria-expanded={creating} onClick={() => setCreating(!creating)}>
          new round
        </Button>
      </div>
      <p className={styles.muted}>Reports are numbers only: nobody here sees who picked whom.</p>
      {creating && <CreateRoundForm onCreated={() => setCreating(false)} />}
      {rounds.isLoading && <LoadingState label="Loading the rounds…" />}
      {rounds.isError && <Alert>We couldn’t load the rounds. Please try again.</Alert>}
      {rounds.isSuccess && list.length === 0 && <p className={styles.muted}>No round yet.</p>}
      {list.length > 0 && (
        <ul className={styles.list} aria-label="rounds">
          {list.map((round) => (
            <RoundCard key={round.id} round={round} />
          ))}
        </ul>
      )}
    </section>
  );
}
