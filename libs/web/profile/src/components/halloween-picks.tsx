import type { ProfileEnrollment } from '@ember/api-client';
import { neighborhoodLabel } from '@ember/member-rules';
import styles from './profile.module.css';

export const halloweenProgramId = 'prog-halloween-2025';

interface Pick {
  eventName: string;
  venue: string;
  neighborhood: string;
}

function picksOf(enrollment: ProfileEnrollment | undefined): Pick[] {
  const events = (enrollment?.customAnswers as { halloweenEvents?: unknown } | undefined)?.halloweenEvents;
  if (!Array.isArray(events)) return [];
  return events.filter(
    (event): event is Pick =>
      typeof event === 'object' &&
      event !== null &&
      typeof (event as Pick).eventName === 'string' &&
      typeof (event as Pick).venue === 'string',
  );
}

/** Spec 1 §2.5 and §9: the Halloween 2025 picks, for members enrolled in prog-halloween-2025. */
export function HalloweenPicks({ enrollments }: { enrollments: readonly ProfileEnrollment[] }) {
  const enrollment = enrollments.find((item) => item.programId === halloweenProgramId);
  if (!enrollment) return null;
  const picks = picksOf(enrollment);
  return (
    <section className={styles.section} aria-labelledby="halloween-title">
      <h2 id="halloween-title" className={styles.sectionTitle}>
        my Halloween 2025 picks
      </h2>
      {picks.length === 0 ? (
        <p className={styles.muted}>You are in for Halloween night. You have not picked any events yet.</p>
      ) : (
        <ul className={styles.pickList}>
          {picks.map((pick) => (
            <li key={`${pick.eventName}-${pick.venue}`} className={styles.pick}>
              <strong>{pick.eventName}</strong>
              <span className={styles.muted}>
                {pick.venue}
                {pick.neighborhood ? ` · ${neighborhoodLabel(pick.neighborhood)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
