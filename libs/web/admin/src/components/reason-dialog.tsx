import { useId, useState } from 'react';
import { Alert, Modal } from '@ember/ui';
import styles from './admin.module.css';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  action: string;
  /** What happens, said before the operator confirms. */
  consequence: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
  busy: boolean;
  error: string | null;
}

/** Every operator action that affects a member asks why; the reason goes to the audit log. */
export function ReasonDialog({ open, title, action, consequence, onClose, onConfirm, busy, error }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      primaryAction={{
        label: action,
        loading: busy,
        onClick: () => {
          if (!reason.trim()) return setMissing(true);
          setMissing(false);
          void onConfirm(reason.trim());
        },
      }}
    >
      <p>{consequence}</p>
      <label htmlFor={id}>Reason</label>
      <textarea
        id={id}
        className={styles.reason}
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {(missing || error) && <Alert>{missing ? 'Please give a reason.' : error}</Alert>}
    </Modal>
  );
}
