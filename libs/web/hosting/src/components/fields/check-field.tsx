import type { ReactNode } from 'react';
import styles from './fields.module.css';

export interface CheckFieldProps {
  label: ReactNode;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A native checkbox with its label (and a line of explanation) as one tap target. */
export function CheckField({ label, description, checked, onChange }: CheckFieldProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className={styles.cardText}>
        <span className={styles.checkLabel}>{label}</span>
        {description && <span className={styles.cardDescription}>{description}</span>}
      </span>
    </label>
  );
}
