import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from '@ember/ui';
import styles from '../wizard/wizard.module.css';

/** Spec 3 §9: the account prompt moves on this long after opening the account page. */
export const accountRedirectDelayMs = 1000;

/** Spec 3 §8's question before going on without an account. */
export const skipAccountQuestion =
  "Without an account, you won't be able to manage your event or see who's interested. Continue anyway?";

export interface AccountPromptStepProps {
  onContinue: () => void;
}

/**
 * Spec 3 §2.1: create an account (/create-account) or sign in (/login), each in a new tab, and the
 * wizard moves on a second later, keeping the draft; or go on without one after confirming.
 */
export function AccountPromptStep({ onContinue }: AccountPromptStepProps) {
  const [opened, setOpened] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function open(path: string, what: string) {
    window.open(path, '_blank', 'noopener');
    setOpened(what);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(onContinue, accountRedirectDelayMs);
  }

  return (
    <>
      <ul className={styles.benefits}>
        <li>Publish your format and share its page</li>
        <li>See who is interested and approve groups</li>
        <li>Follow your earnings</li>
      </ul>
      <div className={styles.accountActions}>
        <Button size="large" block onClick={() => open('/create-account', 'create-account')}>
          Create an account
        </Button>
        <Button variant="secondary" size="large" block onClick={() => open('/login', 'sign-in')}>
          Sign in
        </Button>
        <Button variant="link" onClick={() => setConfirming(true)}>
          Continue without an account
        </Button>
      </div>
      {opened && (
        <p className={styles.note} role="status">
          {opened === 'create-account' ? 'Creating your account' : 'Signing in'} in a new tab. Your draft stays here.
        </p>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Continue without an account?"
        primaryAction={{
          label: 'Continue anyway',
          onClick: () => {
            setConfirming(false);
            onContinue();
          },
        }}
        actions={
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Go back
          </Button>
        }
      >
        <p>{skipAccountQuestion}</p>
      </Modal>
    </>
  );
}
