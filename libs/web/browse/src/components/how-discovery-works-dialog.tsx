import { Modal } from '@ember/ui';
import styles from './browse.module.css';

/** How discovery works (spec 1 §2.5 and §4, as the product tells it to members). */
export function HowDiscoveryWorksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="how discovery works"
      primaryAction={{ label: 'got it', onClick: onClose }}
    >
      <ol className={styles.howList}>
        <li>
          <strong>See profiles.</strong> When profiles are revealed you see the people of your program or event.
        </li>
        <li>
          <strong>Pick privately.</strong> Pick who you would like to meet. Nobody ever learns who picked whom, and you
          can change your picks until the round closes.
        </li>
        <li>
          <strong>Groups form.</strong> Within 24-48 hours, small groups form from mutual picks only.
        </li>
        <li>
          <strong>Review and join.</strong> You have 24 hours to look at your group and join. You pay only when you
          join.
        </li>
        <li>
          <strong>No match this time?</strong> If nobody picked you, we tell you no group formed this round, and you try
          again next round.
        </li>
      </ol>
    </Modal>
  );
}
