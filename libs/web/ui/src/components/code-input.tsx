import type { Ref } from 'react';
import { codeLength, sanitiseCode } from '@ember/member-rules';
import { TextField } from './text-field';
import styles from './code-input.module.css';

export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  errorId?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The 6-digit code: digits only, never longer than six, filled in by the phone's one-time-code suggestion. */
export function CodeInput({ value, onChange, errorId, disabled, ref }: CodeInputProps) {
  return (
    <TextField
      ref={ref}
      label="Verification code"
      hint="6 digits, from the email we just sent"
      value={value}
      onChange={(event) => onChange(sanitiseCode(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={codeLength}
      placeholder="000000"
      spellCheck={false}
      errorId={errorId}
      disabled={disabled}
      inputClassName={styles.code}
    />
  );
}
