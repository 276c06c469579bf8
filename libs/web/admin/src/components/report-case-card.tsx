import { useId, useState } from 'react';
import { type AdminMember, type ReportCase, isApiError, useResolveReportMutation } from '@ember/api-client';
import { Alert, Button } from '@ember/ui';
import { auditTime } from '../model/audit-labels';
import { reportReasonLabels, reportSourceLabels } from '../model/report-labels';
import styles from './admin.module.css';
import { MediaPreview, mediaLabel } from './media-preview';

type Decision = 'dismiss' | 'warn' | 'remove-media' | 'suspend';

function Person({ title, member }: { title: string; member: AdminMember | null }) {
  return (
    <div>
      <p className={styles.muted}>{title}</p>
      {member ? (
        <>
          <p className={styles.name}>{member.firstName ?? 'No profile'}</p>
          <p className={styles.email}>{member.email}</p>
          <p className={styles.muted}>
            {member.roles.join(', ')} · joined {auditTime(member.joinedAt)}
            {member.suspended ? ' · suspended' : ''}
          </p>
        </>
      ) : (
        <p>Account gone</p>
      )}
    </div>
  );
}

/** One open report: what was said, by whom about whom, what came before, and the decision. */
export function ReportCaseCard({ item }: { item: ReportCase }) {
  const [resolve, resolving] = useResolveReportMutation();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<'note' | 'media' | null>(null);
  const [mediaId, setMediaId] = useState<string | null>(null);
  const noteId = useId();
  const mediaName = useId();
  const about = item.reported?.firstName ?? item.reported?.email ?? 'the member';

  const decide = async (decision: Decision) => {
    if (decision !== 'dismiss' && !note.trim()) return setMissing('note');
    if (decision === 'remove-media' && !mediaId) return setMissing('media');
    setMissing(null);
    await resolve({
      reportId: item.id,
      resolveReportRequest: {
        decision,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(decision === 'remove-media' && mediaId ? { mediaId } : {}),
      },
    });
  };

  return (
    <li className={styles.member} aria-label={`Report about ${about}`}>
      <div className={styles.memberHead}>
        <h3 className={styles.name}>{reportReasonLabels[item.reason] ?? item.reason}</h3>
        <span className={styles.muted}>
          {auditTime(item.createdAt)} · {reportSourceLabels[item.source] ?? item.source}
        </span>
      </div>
      {item.details && <blockquote>{item.details}</blockquote>}
      <div className={styles.people}>
        <Person title="Reported" member={item.reported} />
        <Person title="Reported by" member={item.reporter} />
      </div>
      <div>
        <p className={styles.muted}>Earlier reports about {about}</p>
        {item.priorReports.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul>
            {item.priorReports.map((prior) => (
              <li key={prior.id}>
                {auditTime(prior.createdAt)}: {reportReasonLabels[prior.reason] ?? prior.reason} ·{' '}
                {prior.resolution ?? 'open'}
              </li>
            ))}
          </ul>
        )}
      </div>
      {item.reportedMedia.length > 0 && (
        <fieldset className={styles.mediaChoices}>
          <legend className={styles.muted}>{about}’s photo and videos (choose one to remove it)</legend>
          {item.reportedMedia.map((media) => (
            <div key={media.id}>
              <label>
                <input
                  type="radio"
                  name={mediaName}
                  value={media.id}
                  checked={mediaId === media.id}
                  onChange={() => setMediaId(media.id)}
                />{' '}
                {mediaLabel(media)}
              </label>
              <MediaPreview media={media} owner={about} />
            </div>
          ))}
        </fieldset>
      )}
      <label htmlFor={noteId}>Note (e-mailed with a warning or a removal, shown with a suspension)</label>
      <textarea
        id={noteId}
        className={styles.reason}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className={styles.actions}>
        <Button variant="secondary" size="small" disabled={resolving.isLoading} onClick={() => void decide('dismiss')}>
          dismiss
        </Button>
        <Button variant="secondary" size="small" disabled={resolving.isLoading} onClick={() => void decide('warn')}>
          warn
        </Button>
        {item.reportedMedia.length > 0 && (
          <Button
            variant="secondary"
            size="small"
            disabled={resolving.isLoading}
            onClick={() => void decide('remove-media')}
          >
            remove the chosen photo or video
          </Button>
        )}
        <Button size="small" disabled={resolving.isLoading} onClick={() => void decide('suspend')}>
          suspend {about}
        </Button>
      </div>
      {missing === 'note' && <Alert>Please write a note: the member reads it.</Alert>}
      {missing === 'media' && <Alert>Please choose the photo or video to remove.</Alert>}
      {resolving.isError && (
        <Alert>{isApiError(resolving.error) ? resolving.error.message : 'That did not work. Please try again.'}</Alert>
      )}
    </li>
  );
}
