import { useState } from 'react';
import { Link } from 'react-router';
import { type AdminFormat, isApiError, useUnpublishFormatMutation } from '@ember/api-client';
import { Button } from '@ember/ui';
import { auditTime } from '../model/audit-labels';
import styles from './admin.module.css';
import { ReasonDialog } from './reason-dialog';

export const formatStatusLabels: Record<string, string> = {
  draft: 'draft',
  active: 'published',
  completed: 'completed',
  archived: 'archived',
};

/** A host's format in the console: what, whose, where and its state; a published one can be taken down. */
export function FormatCard({ format }: { format: AdminFormat }) {
  const [unpublish, unpublishing] = useUnpublishFormatMutation();
  const [confirming, setConfirming] = useState(false);
  const title = format.title || 'Untitled format';
  const place = [format.neighborhood, format.city].filter(Boolean).join(', ');
  return (
    <li className={styles.member} aria-label={title}>
      <div className={styles.memberHead}>
        <h3 className={styles.name}>{title}</h3>
        <span className={styles.chip}>{formatStatusLabels[format.status] ?? format.status}</span>
      </div>
      <p className={styles.email}>
        {format.hostFirstName || 'Host'} · {format.hostEmail}
        {format.ownerId ? '' : ' · not claimed yet'}
      </p>
      <p className={styles.muted}>
        {place || 'No place yet'} ·{' '}
        {format.publishedAt ? `published ${auditTime(format.publishedAt)}` : `changed ${auditTime(format.updatedAt)}`}
      </p>
      {format.status === 'active' && (
        <div className={styles.actions}>
          {format.slug && <Link to={`/f/${format.slug}`}>public page</Link>}
          <Button size="small" onClick={() => setConfirming(true)}>
            unpublish
          </Button>
        </div>
      )}
      <ReasonDialog
        open={confirming}
        title={`Unpublish “${title}”?`}
        action="unpublish"
        consequence="It leaves search and its public page, and members can no longer show interest. The host gets your reason by e-mail."
        busy={unpublishing.isLoading}
        error={
          unpublishing.error
            ? isApiError(unpublishing.error)
              ? unpublishing.error.message
              : 'That did not work. Please try again.'
            : null
        }
        onClose={() => setConfirming(false)}
        onConfirm={async (reason) => {
          const result = await unpublish({ formatId: format.id, operatorReasonRequest: { reason } });
          if (!('error' in result)) setConfirming(false);
        }}
      />
    </li>
  );
}
