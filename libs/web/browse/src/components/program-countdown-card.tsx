import { useGetProgramQuery } from '@ember/api-client';
import { useNow } from '../hooks/use-now';
import { countdownText, countdownTexts, countdownTickMs } from '../model/countdown';
import styles from './browse.module.css';

/**
 * An enrolled program and the countdown to its profile reveal (spec 1 §2.5, §4): 'available now'
 * after the deadline, refreshed every second; 'date unavailable' when the program cannot be loaded.
 */
export function ProgramCountdownCard({ programId }: { programId: string }) {
  const program = useGetProgramQuery({ id: programId });
  const now = useNow(countdownTickMs);
  const text = program.error ? countdownTexts.dateUnavailable : countdownText(program.data?.enrollmentDeadline, now);
  const open = text === countdownTexts.availableNow;
  return (
    <article className={styles.programCard} aria-label={program.data?.name ?? programId}>
      <p className={styles.programLabel}>you are enrolled in</p>
      <h3 className={styles.programName}>{program.data?.name ?? (program.isLoading ? '…' : programId)}</h3>
      <p className={styles.revealLabel}>profiles revealed</p>
      <p className={open ? styles.revealOpen : styles.reveal}>
        {program.isLoading ? '…' : <time dateTime={program.data?.enrollmentDeadline ?? undefined}>{text}</time>}
      </p>
    </article>
  );
}
