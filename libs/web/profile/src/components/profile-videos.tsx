import { Link } from 'react-router';
import type { ProfileVideo } from '@ember/api-client';
import { buttonClassName } from '@ember/ui';
import styles from './profile.module.css';

/** The vibe-check videos on the own profile (spec 1 §2.5), ready to play. */
export function ProfileVideos({ videos }: { videos: readonly ProfileVideo[] }) {
  return (
    <section className={styles.section} aria-labelledby="videos-title">
      <div className={styles.sectionHead}>
        <h2 id="videos-title" className={styles.sectionTitle}>
          my videos
        </h2>
        <Link to="/emberite/settings/videos" className={styles.sectionLink}>
          manage
        </Link>
      </div>
      {videos.length === 0 ? (
        <div className={styles.emptyCard}>
          <p>
            No videos yet. Two short ones, one fun and one useful, let people see the real you, and make you
            discoverable.
          </p>
          <Link to="/emberite/settings/videos" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
            record a video
          </Link>
        </div>
      ) : (
        <ul className={styles.videoGrid}>
          {videos.map((video) => (
            <li key={video.id} className={styles.videoItem}>
              <video
                className={styles.video}
                src={video.videoUrl}
                poster={video.thumbnailUrl ?? undefined}
                controls
                preload="none"
                playsInline
                aria-label={`${video.promptType} video`}
              />
              <span className={styles.videoLabel}>{video.promptType}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
