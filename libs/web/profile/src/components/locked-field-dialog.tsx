import { Modal, buttonClassName, supportEmail } from '@ember/ui';
import styles from './profile.module.css';

/** Name, age, sex and location are fixed after registration (spec 1 §2.5): ask support instead. */
export function LockedFieldDialog({ field, onClose }: { field: string | null; onClose: () => void }) {
  return (
    <Modal open={field !== null} onClose={onClose} title={`your ${field ?? ''} can't be changed`}>
      <div className={styles.stack}>
        <p>
          Your name, age, sex and location are set when you register, so the people you meet know who they are meeting.
          If one of them is wrong, contact support and we will fix it.
        </p>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={`mailto:${supportEmail}?subject=${encodeURIComponent(`Please correct my ${field ?? 'profile'}`)}`}
        >
          contact support ({supportEmail})
        </a>
      </div>
    </Modal>
  );
}
