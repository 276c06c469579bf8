import { useId, useState } from 'react';
import { Alert } from './alert';
import { Modal } from './modal';
import styles from './report-member-dialog.module.css';

export type ReportReason =
  'fake-profile' | 'harassment' | 'inappropriate-media' | 'no-show' | 'safety-concern' | 'other';

export const reportReasonLabels: Record<ReportReason, string> = {
  'fake-profile': 'Fake profile',
  harassment: 'Harassment',
  'inappropriate-media': 'Inappropriate photo or video',
  'no-show': 'Did not show up',
  'safety-concern': 'Safety concern',
  other: 'Something else',
};

const reasons = Object.keys(reportReasonLabels) as ReportReason[];
const detailsMax = 1000;

export interface ReportMemberDialogProps {
  open: boolean;
  name: string;
  onClose: () => void;
  /** Sends the report; a rejection's message is shown in the dialog. */
  onSubmit: (report: { reason: ReportReason; details: string }) => Promise<void>;
  sending?: boolean;
  error?: string | null;
}

/**
 * Report a member: a reason from the usual list, words of one's own (needed for "something
 * else"). Reporting also blocks, and the dialog says so before it is sent.
 */
export function ReportMemberDialog({ open, name, onClose, onSubmit, sending = false, error }: ReportMemberDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const detailsId = useId();

  const send = () => {
    if (!reason) return setMissing('Please choose a reason.');
    if (reason === 'other' && !details.trim()) return setMissing('Please tell us what happened.');
    setMissing(null);
    void onSubmit({ reason, details: details.trim() });
  };

  return (
    <Modal
      open={open}
      title={`Report ${name}`}
      onClose={onClose}
      primaryAction={{ label: sending ? 'reporting…' : 'report and block', onClick: send, loading: sending }}
    >
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>What is wrong?</legend>
        {reasons.map((value) => (
          <label key={value} className={styles.reason}>
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {reportReasonLabels[value]}
          </label>
        ))}
      </fieldset>
      <label className={styles.detailsLabel} htmlFor={detailsId}>
        {reason === 'other' ? 'What happened?' : 'Anything we should know? (optional)'}
      </label>
      <textarea
        id={detailsId}
        className={styles.details}
        rows={3}
        maxLength={detailsMax}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      <p className={styles.note}>
        {name} is not told. You will not see each other again and will never be in the same group. Our team reviews
        every report.
      </p>
      {(missing ?? error) && <Alert>{missing ?? error}</Alert>}
    </Modal>
  );
}
