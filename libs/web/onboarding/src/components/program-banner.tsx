import type { Program } from '@ember/api-client';
import styles from './program-banner.module.css';

/** Which program the wizard signs the visitor up for. */
export function ProgramBanner({ program }: { program: Program }) {
  return (
    <p className={styles.banner}>
      <span className={styles.label}>joining</span> <strong>{program.name}</strong>
    </p>
  );
}
