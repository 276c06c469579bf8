import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, useSendMagicLinkMutation, useVerifyMagicLinkCodeMutation } from '@ember/api-client';
import { usePageTitle } from '@ember/ui';
import { AuthFooter } from '../components/auth-footer';
import styles from '../components/auth.module.css';
import { CodeStep } from '../components/code-step';
import { EmailStep } from '../components/email-step';
import { ProviderButtons } from '../components/provider-buttons';
import { useResetSessionState } from '../hooks/use-signed-in';
import { signInMessages as messages } from '@ember/member-rules';
import { safeReturnPath } from '../model/return-path';

export type SignInMode = 'login' | 'create-account';

const copy = {
  login: {
    heading: 'Welcome back',
    lead: 'Sign in with your email. We will send you a 6-digit code.',
    switchText: 'New to Ember?',
    switchLabel: 'Create an account',
    switchTo: '/create-account',
  },
  'create-account': {
    heading: 'Create your account',
    lead: 'Start with your email. We will send you a 6-digit code to confirm it.',
    switchText: 'Already have an account?',
    switchLabel: 'Sign in',
    switchTo: '/login',
  },
} as const;

/**
 * /login and /create-account (spec 1 §2.4, §4): email, then the code. After login the person goes
 * to where they were sent from (or /home); after creating an account, to /complete-profile.
 */
export function SignInPage({ mode }: { mode: SignInMode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectedFrom = safeReturnPath(params.get('redirectedFrom'));
  const resetSession = useResetSessionState();
  const [sendCode, sending] = useSendMagicLinkMutation();
  const [verifyCode, verifying] = useVerifyMagicLinkCodeMutation();
  const [email, setEmail] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const text = copy[mode];
  usePageTitle(mode === 'login' ? 'Sign in' : 'Create your account');

  async function send(address: string) {
    setSendError(null);
    setLastEmail(address);
    try {
      const sent = await sendCode({ sendMagicLinkRequest: { email: address } }).unwrap();
      setVerifyError(null);
      setEmail(sent.email);
    } catch (error) {
      // Spec 1 §8 gives the text; a rate limit adds how long to wait.
      const wait = isApiError(error) && error.status === 429 ? ` ${error.message}` : '';
      setSendError(`${messages.sendFailed}${wait}`);
    }
  }

  async function verify(code: string) {
    if (!email) return;
    setVerifyError(null);
    try {
      await verifyCode({ verifyMagicLinkCodeRequest: { email, code } }).unwrap();
      resetSession();
      navigate(mode === 'login' ? (redirectedFrom ?? '/home') : '/complete-profile', { replace: true });
    } catch (error) {
      const serverMessage = isApiError(error) && error.status > 0 ? error.message : null;
      setVerifyError(mode === 'login' ? (serverMessage ?? messages.invalidCode) : messages.invalidCode);
    }
  }

  const switchHref = redirectedFrom
    ? `${text.switchTo}?redirectedFrom=${encodeURIComponent(redirectedFrom)}`
    : text.switchTo;

  return (
    <div className={styles.panel}>
      {email === null ? (
        <>
          <div className={styles.intro}>
            <h1 className={styles.heading}>{text.heading}</h1>
            <p className={styles.lead}>{text.lead}</p>
          </div>
          <EmailStep initialEmail={lastEmail} sending={sending.isLoading} error={sendError} onSend={send} />
          <div className={styles.divider}>or</div>
          <ProviderButtons />
          <p className={styles.switch}>
            {text.switchText} <Link to={switchHref}>{text.switchLabel}</Link>
          </p>
        </>
      ) : (
        <>
          <div className={styles.intro}>
            <h1 className={styles.heading}>Check your email</h1>
            <p className={styles.lead}>
              We sent a 6-digit code to <strong>{email}</strong>. Enter it below.
            </p>
          </div>
          <CodeStep
            verifying={verifying.isLoading}
            error={verifyError}
            onVerify={verify}
            onUseDifferentEmail={() => {
              setEmail(null);
              setVerifyError(null);
            }}
          />
        </>
      )}
      <AuthFooter />
    </div>
  );
}
