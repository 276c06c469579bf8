import { useState } from 'react';
import { isApiError, useGetCurrentUserQuery, useUpdateUserPropertyMutation } from '@ember/api-client';
import { Alert, Button, LoadingState, iconButtonClassName } from '@ember/ui';
import { SettingsPageFrame } from '../components/settings-page-frame';
import styles from '../components/settings.module.css';
import { tidyBucketList } from '../model/settings-rules';

/** /emberite/settings/bucketlist (spec 3 §2.9, §5): an editable list and Save Changes. */
export function BucketListPage() {
  const user = useGetCurrentUserQuery();
  if (user.isLoading) return <LoadingState />;
  if (!user.data) {
    return (
      <SettingsPageFrame title="bucket list">
        <Alert>We couldn&apos;t load your bucket list. Check your connection and try again.</Alert>
      </SettingsPageFrame>
    );
  }
  return (
    <SettingsPageFrame title="bucket list" lead="Things you want to do. Others see them on your profile.">
      <BucketListEditor key={user.fulfilledTimeStamp} saved={user.data.bucketList} />
    </SettingsPageFrame>
  );
}

let nextId = 0;
const entry = (text: string) => ({ id: (nextId += 1), text });

function BucketListEditor({ saved }: { saved: string[] }) {
  const [items, setItems] = useState(() => (saved.length > 0 ? saved : ['']).map(entry));
  const [save, saving] = useUpdateUserPropertyMutation();
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function submit() {
    const tidy = tidyBucketList(items.map((item) => item.text));
    try {
      await save({ updateUserPropertyRequest: { changes: [{ field: 'bucketList', value: tidy }] } }).unwrap();
      setItems((tidy.length > 0 ? tidy : ['']).map(entry));
      setStatus({ tone: 'info', text: 'Saved.' });
    } catch (failure) {
      console.error('saving the bucket list failed', failure);
      setStatus({ tone: 'error', text: isApiError(failure) ? failure.message : 'Failed to save changes' });
    }
  }

  return (
    <div className={styles.form}>
      <ul className={styles.bucket}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.bucketItem}>
            <span className={styles.bullet} aria-hidden="true" />
            <input
              className={styles.bucketInput}
              value={item.text}
              maxLength={120}
              aria-label={`bucket list item ${index + 1}`}
              placeholder="e.g. see the northern lights"
              onChange={(event) =>
                setItems(
                  items.map((current) => (current.id === item.id ? { ...current, text: event.target.value } : current)),
                )
              }
            />
            <button
              type="button"
              className={iconButtonClassName}
              aria-label={`remove item ${index + 1}`}
              onClick={() =>
                setItems(items.length === 1 ? [entry('')] : items.filter((current) => current.id !== item.id))
              }
            >
              <svg viewBox="0 0 16 16" width="14" height="14" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={() => setItems([...items, entry('')])}>
        + add an item
      </Button>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <Button onClick={submit} loading={saving.isLoading}>
        Save Changes
      </Button>
    </div>
  );
}
