import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useOauthCallbackMutation } from '@ember/api-client';
import { FailedPanel, WorkingPanel } from '../components/status-panel';
import { useResetSessionState } from '../hooks/use-signed-in';
import { rememberLastIdentity } from '../model/last-identity';
import { signInMessages as messages } from '@ember/member-rules';
import { takeReturnPath } from '../model/return-path';

const providers = ['google', 'microsoft'] as const;
type Provider = (typeof providers)[number];

function isProvider(value: string | undefined): value is Provider {
  return providers.some((provider) => provider === value);
}

/**
 * /login/callback/{provider}?code=…&state=… (spec 1 §2.4): the provider sent the person back; the
 * api finishes the sign-in. Success goes to /interests, or back where an expired session left off.
 */
export function OAuthCallbackPage() {
  const { provider } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resetSession = useResetSessionState();
  const [complete] = useOauthCallbackMutation();
  const code = params.get('code');
  const state = params.get('state') ?? undefined;
  const valid = Boolean(code) && isProvider(provider);
  const [failure, setFailure] = useState<string | null>(valid ? null : messages.oauthMissing);
  // A provider code works once.
  const started = useRef(false);

  useEffect(() => {
    if (!code || !isProvider(provider) || started.current) return;
    started.current = true;
    complete({ provider, oAuthCallbackRequest: { code, state } })
      .unwrap()
      .then((signedIn) => {
        rememberLastIdentity({ provider, loginHint: signedIn.email });
        resetSession();
        navigate(takeReturnPath() ?? '/interests', { replace: true });
      })
      .catch(() => setFailure(messages.oauthFailed));
  }, [code, state, provider, complete, navigate, resetSession]);

  return failure ? (
    <FailedPanel heading={messages.authenticationFailedHeading}>{failure}</FailedPanel>
  ) : (
    <WorkingPanel label="Signing you in…" />
  );
}
