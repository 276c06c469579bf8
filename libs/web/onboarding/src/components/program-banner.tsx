import { useState } from 'react';
import type { Program } from '@ember/api-client';
import { Alert } from '@ember/ui';
import styles from './program-banner.module.css';

/** The api's own words when it refuses a new enrolment after the deadline. */
export const closedText = (name: string) =>
  `Registration for ${name} has closed. Pick another program, or watch for the next round.`;

/**
 * Which program the wizard signs the visitor up for; once its deadline has passed, that it is
 * closed (the api refuses the enrolment), so nobody finishes the wizard believing they got in.
 */
export function ProgramBanner({ program }: { program: Program }) {
  const [now] = useState(() => Date.now());
  const closed = program.enrollmentDeadline !== null && Date.parse(program.enrollmentDeadline) <= now;
  if (closed) return <Alert tone="info">{closedText(program.name)}</Alert>;
  return (
    <p className={styles.banner}>
      <span className={styles.label}>joining</span> <strong>{program.name}</strong>
    </p>
  );
}
