import { useState } from 'react';
import { Link } from 'react-router';
import type { EventFormat } from '@ember/api-client';
import { Alert, Button, Modal, buttonClassName } from '@ember/ui';
import { type FormatAction, useFormatActions } from '../../hooks/use-format-actions';
import { formatTitle } from '../../model/format-text';
import styles from './console.module.css';

const confirmations: Partial<Record<FormatAction, { title: string; text: string; label: string }>> = {
  archive: {
    title: 'Archive this format?',
    text: 'It leaves your lists and its public page goes offline. You can still find it under Archived, and duplicate it.',
    label: 'Archive',
  },
  delete: {
    title: 'Delete this draft?',
    text: 'The draft and everything in it is deleted for good.',
    label: 'Delete draft',
  },
};

/**
 * The actions a format's status allows: edit and publish a draft, view an active format's page,
 * duplicate any, archive any but an archived one, delete a draft. Archiving and deleting ask first.
 */
export function FormatActions({
  format,
  canPublish = true,
}: {
  format: Pick<EventFormat, 'id' | 'status' | 'slug' | 'format'>;
  /** False while the draft breaks a publishing rule (the page says which). */
  canPublish?: boolean;
}) {
  const { run, busy, error } = useFormatActions(format);
  const [asking, setAsking] = useState<FormatAction | null>(null);
  const confirmation = asking ? confirmations[asking] : undefined;
  const { status } = format;
  const title = formatTitle(format.format);
  return (
    <>
      <div className={styles.cardActions}>
        {status === 'draft' && (
          <Button
            onClick={() => void run('publish')}
            loading={busy === 'publish'}
            disabled={!canPublish || busy !== null}
          >
            Publish
          </Button>
        )}
        {status === 'active' && format.slug && (
          <Link to={`/f/${format.slug}`} className={buttonClassName()}>
            View public page
          </Link>
        )}
        {(status === 'draft' || status === 'active') && (
          <Link to={`/host/format/${format.id}/edit`} className={buttonClassName({ variant: 'secondary' })}>
            Edit
          </Link>
        )}
        <Button
          variant="secondary"
          onClick={() => void run('duplicate')}
          loading={busy === 'duplicate'}
          disabled={busy !== null}
          aria-label={`Duplicate ${title}`}
        >
          Duplicate
        </Button>
        {status !== 'archived' && (
          <Button
            variant="ghost"
            onClick={() => setAsking('archive')}
            disabled={busy !== null}
            aria-label={`Archive ${title}`}
          >
            Archive
          </Button>
        )}
        {status === 'draft' && (
          <Button variant="ghost" onClick={() => setAsking('delete')} disabled={busy !== null}>
            Delete
          </Button>
        )}
      </div>
      {error && <Alert>{error}</Alert>}
      <Modal
        open={confirmation !== undefined}
        onClose={() => setAsking(null)}
        title={confirmation?.title ?? ''}
        primaryAction={{
          label: confirmation?.label ?? '',
          loading: busy !== null,
          onClick: () => {
            const action = asking;
            setAsking(null);
            if (action) void run(action);
          },
        }}
        actions={
          <Button variant="ghost" onClick={() => setAsking(null)}>
            Keep it
          </Button>
        }
      >
        <p>{confirmation?.text}</p>
      </Modal>
    </>
  );
}
