import { useState } from 'react';
import {
  type ContentReviewItem,
  isApiError,
  useApproveContentMutation,
  useRemoveContentMutation,
} from '@ember/api-client';
import { Alert, Button } from '@ember/ui';
import { auditTime } from '../model/audit-labels';
import styles from './admin.module.css';
import { MediaPreview, mediaLabel } from './media-preview';
import { ReasonDialog } from './reason-dialog';

function messageOf(error: unknown): string | null {
  if (!error) return null;
  return isApiError(error) ? error.message : 'That did not work. Please try again.';
}

/** One photo or video awaiting review: approve it, or remove it with a reason the member reads. */
export function ContentReviewCard({ item }: { item: ContentReviewItem }) {
  const [approve, approving] = useApproveContentMutation();
  const [remove, removing] = useRemoveContentMutation();
  const [confirming, setConfirming] = useState(false);
  const owner = item.owner?.firstName ?? item.owner?.email ?? 'a member';
  const what = mediaLabel(item.media);
  return (
    <li className={styles.member} aria-label={`${what} of ${owner}`}>
      <div className={styles.memberHead}>
        <h3 className={styles.name}>
          {owner} · {what}
        </h3>
        <span className={styles.muted}>{auditTime(item.media.readyAt)}</span>
      </div>
      {item.owner && <p className={styles.email}>{item.owner.email}</p>}
      <MediaPreview media={item.media} owner={owner} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          disabled={approving.isLoading}
          onClick={() => void approve({ mediaId: item.media.id })}
        >
          approve
        </Button>
        <Button size="small" onClick={() => setConfirming(true)}>
          remove
        </Button>
      </div>
      {approving.isError && <Alert>{messageOf(approving.error)}</Alert>}
      <ReasonDialog
        open={confirming}
        title={`Remove ${owner}’s ${what}?`}
        action="remove"
        consequence={`It is deleted for good and never shown again. ${owner} gets your reason by e-mail and is asked for a new one.`}
        busy={removing.isLoading}
        error={messageOf(removing.error)}
        onClose={() => setConfirming(false)}
        onConfirm={async (reason) => {
          const result = await remove({ mediaId: item.media.id, removeContentRequest: { reason } });
          if (!('error' in result)) setConfirming(false);
        }}
      />
    </li>
  );
}
