import { type FormEvent, useState } from 'react';
import { isCompleteCode } from '@ember/member-rules';
import { Alert, Button, CodeInput, VerificationHelp } from '@ember/ui';
import styles from './auth.module.css';

export interface CodeStepProps {
  verifying: boolean;
  error: string | null;
  onVerify: (code: string) => void;
  onUseDifferentEmail: () => void;
}

/** Code entry: verify does nothing until the code has six digits (spec 1 §5). */
export function CodeStep({ verifying, error, onVerify, onUseDifferentEmail }: CodeStepProps) {
  const [code, setCode] = useState('');
  const complete = isCompleteCode(code);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || verifying) return;
    onVerify(code);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <CodeInput value={code} onChange={setCode} errorId={error ? 'verify-error' : undefined} />
      {error && <Alert id="verify-error">{error}</Alert>}
      <Button type="submit" size="large" block disabled={!complete} loading={verifying}>
        {verifying ? 'verifying…' : 'verify'}
      </Button>
      <Button variant="link" className={styles.textButton} onClick={onUseDifferentEmail}>
        use a different email
      </Button>
      <VerificationHelp />
    </form>
  );
}
