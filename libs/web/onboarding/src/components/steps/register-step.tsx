import { type FormEvent, useState } from 'react';
import {
  isApiError,
  useGetSessionQuery,
  useSendMagicLinkMutation,
  useVerifyMagicLinkCodeMutation,
} from '@ember/api-client';
import { isValidEmail, signInMessages as authMessages } from '@ember/member-rules';
import { Alert, Button, CodeInput, TextField, VerificationHelp } from '@ember/ui';
import { useOnboarding } from '../../hooks/use-onboarding';
import styles from '../wizard.module.css';

export const registerTexts = {
  heading: "almost there! what's your email?",
  send: 'send code',
  sending: (email: string) => `sending email to ${email}`,
  changeEmail: 'change email',
  changeAndRetry: 'change email and try again',
} as const;

type Phase = 'email' | 'sending' | 'code' | 'send-failed' | 'verified';

/**
 * Spec 1 §8: a failed verification shows the server's message for 400 and 500 answers; a rate
 * limit's too ('Please wait 3 minutes', counted down by the alert).
 */
function verificationMessage(error: unknown): string {
  const shown = isApiError(error) && (error.status === 400 || error.status === 429 || error.status >= 500);
  if (shown && error.message) return error.message;
  return authMessages.invalidCode;
}

/** Spec 1 §8 gives the text; a rate limit adds how long to wait, as on the sign-in page. */
function sendFailureMessage(error: unknown): string {
  return isApiError(error) && error.status === 429 && error.message
    ? `${authMessages.sendFailed} ${error.message}`
    : authMessages.sendFailed;
}

export interface RegisterStepProps {
  /** Runs the profile submission; resolves true when it succeeded. */
  onRegistered: () => Promise<boolean>;
  submitting: boolean;
  error: string | null;
}

/**
 * The register step (spec 1 §2.3, §4): the e-mail, 'send code', 'sending email to …', then the
 * code with 'change email'. A verified code signs the visitor in and submits the profile. Someone
 * already signed in only confirms.
 */
export function RegisterStep({ onRegistered, submitting, error }: RegisterStepProps) {
  const { data, dispatch, actions } = useOnboarding();
  const session = useGetSessionQuery();
  const [sendCode] = useSendMagicLinkMutation();
  const [verifyCode, verifying] = useVerifyMagicLinkCodeMutation();
  const [phase, setPhase] = useState<Phase>('email');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<string>(authMessages.sendFailed);

  async function send(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const email = data.email.trim();
    // Spec 1 §5: an empty or malformed address sends nothing.
    if (!isValidEmail(email)) return;
    setPhase('sending');
    try {
      const sent = await sendCode({ sendMagicLinkRequest: { email } }).unwrap();
      setSentTo(sent.email);
      setCode('');
      setCodeError(null);
      setPhase('code');
    } catch (failure) {
      setSendFailure(sendFailureMessage(failure));
      setPhase('send-failed');
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!/^\d{6}$/.test(code) || verifying.isLoading) return;
    setCodeError(null);
    try {
      await verifyCode({ verifyMagicLinkCodeRequest: { email: sentTo, code } }).unwrap();
    } catch (failure) {
      setCodeError(verificationMessage(failure));
      return;
    }
    setPhase('verified');
    await onRegistered();
  }

  if (session.data && phase !== 'verified') {
    return (
      <div className={styles.body}>
        <p className={styles.note}>
          You are signed in as <strong>{session.data.email}</strong>. Finish to save your profile.
        </p>
        {error && <Alert>{error}</Alert>}
        <Button size="large" block loading={submitting} onClick={() => void onRegistered()}>
          {submitting ? 'saving…' : 'finish'}
        </Button>
      </div>
    );
  }

  if (phase === 'sending') {
    return (
      <div className={styles.sending} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <p>{registerTexts.sending(data.email.trim())}</p>
      </div>
    );
  }

  if (phase === 'send-failed') {
    return (
      <div className={styles.body}>
        <Alert key={sendFailure}>{sendFailure}</Alert>
        <Button variant="secondary" block autoFocus onClick={() => setPhase('email')}>
          {registerTexts.changeAndRetry}
        </Button>
      </div>
    );
  }

  if (phase === 'code' || phase === 'verified') {
    return (
      <form className={styles.body} onSubmit={verify} noValidate>
        <p className={styles.sub}>
          We sent a 6-digit code to <strong>{sentTo}</strong>.
        </p>
        <CodeInput value={code} onChange={setCode} errorId={codeError ? 'register-code-error' : undefined} />
        {codeError && (
          <Alert key={codeError} id="register-code-error">
            {codeError}
          </Alert>
        )}
        {error && <Alert>{error}</Alert>}
        {phase === 'verified' ? (
          <Button size="large" block loading={submitting} onClick={() => void onRegistered()}>
            {submitting ? 'saving your profile…' : 'try again'}
          </Button>
        ) : (
          <Button type="submit" size="large" block disabled={code.length !== 6} loading={verifying.isLoading}>
            {verifying.isLoading ? 'verifying…' : 'verify'}
          </Button>
        )}
        {phase === 'code' && (
          <Button variant="link" className={styles.textButton} onClick={() => setPhase('email')}>
            {registerTexts.changeEmail}
          </Button>
        )}
        <VerificationHelp />
      </form>
    );
  }

  return (
    <form className={styles.body} onSubmit={send} noValidate>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={data.email}
        onChange={(event) => dispatch(actions.updated({ email: event.target.value }))}
        autoFocus
      />
      <Button type="submit" size="large" block disabled={!isValidEmail(data.email)}>
        {registerTexts.send}
      </Button>
      <p className={styles.sub}>
        By continuing you agree to the{' '}
        <a href="/terms-of-use" target="_blank" rel="noreferrer">
          terms of use
        </a>{' '}
        and the{' '}
        <a href="/privacy-policy" target="_blank" rel="noreferrer">
          privacy policy
        </a>
        .
      </p>
    </form>
  );
}
