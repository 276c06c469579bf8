import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useVerifyMagicLinkSecretMutation } from '@ember/api-client';
import { FailedPanel, WorkingPanel } from '../components/status-panel';
import { useResetSessionState } from '../hooks/use-signed-in';
import { signInMessages as messages } from '@ember/member-rules';

/** /login/magic-link?email=…&secret=… (spec 1 §2.4): verifying, then /interests or 'Verification Failed'. */
export function MagicLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resetSession = useResetSessionState();
  const [verify] = useVerifyMagicLinkSecretMutation();
  const email = params.get('email');
  const secret = params.get('secret');
  const [failure, setFailure] = useState<string | null>(email && secret ? null : messages.magicLinkMissing);
  // The secret works once: a second run of the effect (development double-invocation) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (!email || !secret || started.current) return;
    started.current = true;
    verify({ verifyMagicLinkSecretRequest: { email, secret } })
      .unwrap()
      .then(() => {
        resetSession();
        navigate('/interests', { replace: true });
      })
      .catch(() => setFailure(messages.magicLinkFailed));
  }, [email, secret, verify, navigate, resetSession]);

  return failure ? (
    <FailedPanel heading={messages.verificationFailedHeading}>{failure}</FailedPanel>
  ) : (
    <WorkingPanel label="Verifying your link…" />
  );
}
