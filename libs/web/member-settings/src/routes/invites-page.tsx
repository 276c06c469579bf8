import { useEffect, useRef, useState } from 'react';
import { isApiError, useCreateInviteMutation, useGetMyProfileQuery, useListOwnedInvitesQuery } from '@ember/api-client';
import { Alert, Button, LoadingState } from '@ember/ui';
import { SettingsPageFrame } from '../components/settings-page-frame';
import styles from '../components/settings.module.css';
import { blocksNewInvite, copyConfirmationMs, settingsTexts } from '../model/settings-rules';

const dateFormat = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * /emberite/settings/invites (spec 3 §2.9, §4): the member's codes with copy (the confirmation
 * lasts 2 s) and a create button, disabled while an invite far from expiry has uses left.
 */
export function InvitesPage() {
  const invites = useListOwnedInvitesQuery();
  const profile = useGetMyProfileQuery();
  const [create, creating] = useCreateInviteMutation();
  const [copied, setCopied] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [now] = useState(() => new Date());

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const list = invites.data?.data.invites ?? [];
  const blocked = list.some((invite) => blocksNewInvite(invite, now));

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(code);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), copyConfirmationMs);
    } catch (failure) {
      // Spec 3 §8: clipboard failures are only logged.
      console.error('copying the invite failed', failure);
    }
  }

  async function createInvite() {
    const firstName = profile.data?.firstName.trim();
    // Spec 3 §5: without a first name nothing happens.
    if (!firstName) return;
    setResult(null);
    try {
      await create({ createInviteRequest: { textPart: firstName } }).unwrap();
      setResult({ tone: 'info', text: settingsTexts.inviteCreated });
    } catch (failure) {
      console.error('creating an invite failed', failure);
      // Spec 3 §7-§8: the server's text when it answered, else the spec's.
      setResult({
        tone: 'error',
        text: isApiError(failure)
          ? failure.status > 0
            ? failure.message || settingsTexts.inviteFailed
            : settingsTexts.inviteFailedRetry
          : settingsTexts.inviteFailed,
      });
    }
  }

  return (
    <SettingsPageFrame
      title="invites"
      lead="Bring a friend. Each code works for a few people and expires after a while."
    >
      {invites.isLoading ? (
        <LoadingState label="Loading your invites…" />
      ) : invites.error ? (
        <Alert>We couldn&apos;t load your invites. Check your connection and try again.</Alert>
      ) : list.length === 0 ? (
        <p className={styles.empty}>You have no invites yet.</p>
      ) : (
        <ul className={styles.invites}>
          {list.map((invite) => {
            const expired = new Date(invite.expirationDate).getTime() <= now.getTime();
            return (
              <li key={invite.id} className={styles.invite}>
                <div className={styles.inviteText}>
                  <code className={styles.code}>{invite.id}</code>
                  <span className={styles.muted}>
                    {expired ? 'expired' : `expires ${dateFormat.format(new Date(invite.expirationDate))}`} ·{' '}
                    {invite.usageCount} of {invite.maxUses} used
                  </span>
                </div>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => copy(invite.id)}
                  aria-label={`copy ${invite.id}`}
                >
                  copy
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.copied} role="status" aria-live="polite">
        {copied ? settingsTexts.copied(copied) : ''}
      </p>
      {blocked && <p className={styles.muted}>{settingsTexts.activeInvite}</p>}
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <Button onClick={createInvite} disabled={creating.isLoading || blocked || invites.isLoading}>
        {creating.isLoading ? settingsTexts.creating : 'create an invite'}
      </Button>
    </SettingsPageFrame>
  );
}
