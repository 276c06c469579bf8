import type { VideoWorkState, VideoWorkTarget } from '../model/video-work.slice';
import styles from './videos.module.css';

export interface VideoWorkStatusProps {
  work: VideoWorkState;
  onDismissAlert: () => void;
  /** Show only work about this slot (the prompt's own dialog); all work by default. */
  target?: VideoWorkTarget;
}

function sameSlot(a: VideoWorkTarget, b: VideoWorkTarget): boolean {
  return a.promptType === b.promptType && (a.promptType !== 'daily' || a.promptId === b.promptId);
}

/**
 * The video work as the member sees it (spec 1 §4, §8): the progress message, read out politely
 * as it changes, with a bar while uploading; the alert when it failed, until dismissed.
 */
export function VideoWorkStatus({ work, onDismissAlert, target }: VideoWorkStatusProps) {
  const relevant = !target || (work.target !== null && sameSlot(work.target, target));
  const message = relevant ? work.message : null;
  const uploading = relevant && work.status === 'inProgress' && work.kind === 'upload';
  return (
    <div className={styles.workStatus}>
      <p className={styles.progressMessage} role="status" aria-live="polite">
        {message}
      </p>
      {uploading && (
        <div
          className={styles.progressBar}
          role="progressbar"
          aria-label="video upload"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={work.percent ?? 0}
        >
          <span style={{ width: `${work.percent ?? 0}%` }} />
        </div>
      )}
      {relevant && work.alert && (
        <div className={styles.alert} role="alert">
          <div>
            <p className={styles.alertText}>{work.alert.text}</p>
            {work.alert.detail && <p className={styles.alertDetail}>{work.alert.detail}</p>}
          </div>
          <button type="button" className={styles.alertDismiss} onClick={onDismissAlert}>
            OK
          </button>
        </div>
      )}
    </div>
  );
}
