import type { MemberMedia } from '@ember/api-client';
import styles from './admin.module.css';

const promptLabels: Record<string, string> = { daily: 'daily prompt', fun: 'fun prompt', useful: 'useful prompt' };

/** What a photo or prompt video is, in words (for labels and buttons). */
export function mediaLabel(media: MemberMedia): string {
  return media.kind === 'photo' ? 'profile photo' : `${promptLabels[media.promptType ?? ''] ?? 'prompt'} video`;
}

/** A photo or prompt video as the operator judges it; videos load only when played. */
export function MediaPreview({ media, owner }: { media: MemberMedia; owner: string }) {
  const label = `${mediaLabel(media)} of ${owner}`;
  return media.kind === 'photo' ? (
    <img className={styles.media} src={media.url} alt={label} loading="lazy" />
  ) : (
    <video
      className={styles.media}
      src={media.url}
      poster={media.previewUrl ?? undefined}
      controls
      preload="none"
      aria-label={label}
    />
  );
}
