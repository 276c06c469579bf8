import type { MyVideo } from '@ember/api-client';
import { useVideoStatus } from '../hooks/use-my-videos';
import { cardStatus, isProcessing } from '../model/video-slots';
import styles from './video-slot-card.module.css';

export interface VideoSlotCardProps {
  /** What the slot is: 'your fun video'. */
  heading: string;
  video: MyVideo | undefined;
  /** The title of the prompt the video answers. */
  answeredTitle?: string;
  onOpen: () => void;
}

function statusText(video: MyVideo | undefined): string {
  if (video && isProcessing(video)) return video.progress > 0 ? `Processing: ${video.progress}%` : 'Processing…';
  if (video?.status === 'failed') return 'Failed';
  return cardStatus(video);
}

/**
 * The video card (spec 1 §2.8): the slot's thumbnail and 'Completed' once its video is ready,
 * else 'Not Started' (with the progress while the api processes it, and 'Failed' if it could
 * not); it opens the prompt dialog.
 */
export function VideoSlotCard({ heading, video, answeredTitle, onOpen }: VideoSlotCardProps) {
  const current = useVideoStatus(video);
  const status = statusText(current);
  const action = current ? 'open' : 'take a video';
  const tone =
    current?.status === 'ready' ? 'done' : current?.status === 'failed' ? 'failed' : current ? 'working' : 'empty';
  return (
    <div className={styles.card} data-tone={tone}>
      <div className={styles.thumb} aria-hidden="true">
        {current?.status === 'ready' && current.thumbnailUrl ? (
          <img src={current.thumbnailUrl} alt="" />
        ) : current && isProcessing(current) ? (
          <span className={styles.spinner} />
        ) : (
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="2.5" y="6" width="13" height="12" rx="2.5" />
            <path d="M15.5 10.5 21 7.5v9l-5.5-3" strokeLinejoin="round" />
          </svg>
        )}
      </div>
      <div className={styles.text}>
        <p className={styles.heading}>{heading}</p>
        <p className={styles.status}>{status}</p>
        {answeredTitle && <p className={styles.answered}>{answeredTitle}</p>}
      </div>
      <button type="button" className={styles.open} onClick={onOpen} aria-label={`${action}: ${heading}`}>
        {action}
      </button>
    </div>
  );
}
