import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  hint?: string;
  /** Marks the field invalid and describes it with the given message's element id. */
  errorId?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hideLabel = false, hint, errorId, inputClassName, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={[styles.input, inputClassName].filter(Boolean).join(' ')}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
