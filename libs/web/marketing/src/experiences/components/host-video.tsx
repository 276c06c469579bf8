import { useState } from 'react';
import type { Experience } from '@ember/content';
import { mediaUrl } from '../../components/media';
import styles from './host-video.module.css';

/** The host's video: an uploaded file (loads when played) or an embed (its player loads when asked for). */
export function HostVideo({ host, title }: { host: Experience['host']; title: string }) {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  if (host.videoUrl) {
    return (
      <video
        className={styles.video}
        src={host.videoUrl}
        // The host's face stands in until the video is played: nothing is downloaded before.
        poster={mediaUrl(host.avatar, 'card') ?? undefined}
        controls
        preload="none"
        playsInline
        aria-label={title}
        onError={() => setFailed(true)}
      />
    );
  }
  if (!host.youtubeEmbed) return null;
  return playing ? (
    <iframe
      className={styles.video}
      src={host.youtubeEmbed}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  ) : (
    <button type="button" className={`${styles.video} ${styles.facade}`} onClick={() => setPlaying(true)}>
      <span className={styles.play} aria-hidden="true" />
      <span className="visually-hidden">Play video: {title}</span>
    </button>
  );
}
