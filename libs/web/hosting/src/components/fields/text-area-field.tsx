import { type TextareaHTMLAttributes, useId } from 'react';
import styles from './fields.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text area for a few lines of text. */
export function TextAreaField({ label, onChange, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} onChange={(event) => onChange(event.target.value)} {...area} />
    </div>
  );
}
