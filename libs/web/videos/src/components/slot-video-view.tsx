import type { MyVideo } from '@ember/api-client';
import { useVideoStatus } from '../hooks/use-my-videos';
import { VideoPlayerCard } from '@ember/ui';
import styles from './prompt-video-dialog.module.css';

/**
 * The video in a prompt's slot, whatever its state: played once ready; while the api works on it,
 * its progress (asked again every 2 s); when processing failed, why.
 */
export function SlotVideoView({ video, label }: { video: MyVideo; label: string }) {
  const current = useVideoStatus(video) ?? video;
  if (current.status === 'ready' && current.videoUrl) {
    return (
      <div className={styles.player}>
        <VideoPlayerCard
          src={current.videoUrl}
          poster={current.thumbnailUrl}
          label={label}
          floats={false}
          aspectRatio={current.width && current.height ? current.width / current.height : 9 / 16}
        />
      </div>
    );
  }
  if (current.status === 'failed') {
    return (
      <div className={styles.failed}>
        <p className={styles.failedTitle}>This video could not be processed.</p>
        {current.failureMessage && <p>{current.failureMessage}</p>}
        <p>Try again, record it anew, or choose another file.</p>
      </div>
    );
  }
  return (
    <div className={styles.processing}>
      <span className={styles.spinner} aria-hidden="true" />
      <p>
        Processing your video{current.progress > 0 ? `: ${current.progress}%` : '…'}
        <span className={styles.small}>It will show here in a moment.</span>
      </p>
    </div>
  );
}
