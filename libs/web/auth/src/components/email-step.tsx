import { type FormEvent, useState } from 'react';
import { Alert, Button, TextField } from '@ember/ui';
import { isValidEmail } from '@ember/member-rules';
import styles from './auth.module.css';

export interface EmailStepProps {
  initialEmail: string;
  sending: boolean;
  error: string | null;
  onSend: (email: string) => void;
}

/** Email entry: 'send code' stays disabled until the address looks like one (spec 1 §5). */
export function EmailStep({ initialEmail, sending, error, onSend }: EmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const valid = isValidEmail(email);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spec 1 §5: an empty or malformed submission does nothing.
    if (!valid || sending) return;
    onSend(email.trim());
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errorId={error ? 'send-error' : undefined}
        autoFocus
      />
      {error && <Alert id="send-error">{error}</Alert>}
      <Button type="submit" size="large" block disabled={!valid} loading={sending}>
        {sending ? 'sending…' : 'send code'}
      </Button>
    </form>
  );
}
