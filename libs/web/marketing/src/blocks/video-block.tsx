import { useState } from 'react';
import type { VideoBlock as VideoContent } from '@ember/content';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { mediaUrl } from '../components/media';
import { useReducedMotion } from '../hooks/use-media-query';
import { usePlayableVideo } from '../hooks/use-playable-video';
import styles from './video-block.module.css';

/**
 * A video: an embed (its player loads only when asked for, so the page stays light), a file with
 * controls that loads nothing until played, or a muted background loop (not for visitors who
 * asked for less motion). A file that is not there leaves the page without the block; one that
 * fails to play says so instead of leaving a black box.
 */
export function VideoBlock({ block, headingLevel, surface, blockId }: BlockProps<VideoContent>) {
  const reduceMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = `${blockId}-heading`;
  const poster = mediaUrl(block.poster, 'hero') ?? undefined;
  const title = block.heading ?? block.caption ?? 'Video';
  // An embed is another site's player; a file is checked first, and a missing one leaves no empty frame.
  const playable = usePlayableVideo(block.embed ? null : block.url);
  if (!block.embed && !playable) return null;

  let player;
  if (failed) {
    player = (
      <div className={styles.frame}>
        <p className={styles.unavailable}>This video can&apos;t be played right now.</p>
      </div>
    );
  } else if (block.embed) {
    player = playing ? (
      <iframe
        className={styles.frame}
        src={block.url}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    ) : (
      <button type="button" className={`${styles.frame} ${styles.facade}`} onClick={() => setPlaying(true)}>
        {poster && <img src={poster} alt="" className={styles.poster} />}
        <span className={styles.play} aria-hidden="true" />
        <span className="visually-hidden">Play video: {title}</span>
      </button>
    );
  } else {
    const loop = Boolean(block.background) && !reduceMotion;
    player = (
      <video
        className={styles.frame}
        src={block.url}
        poster={poster}
        preload={loop ? 'auto' : 'none'}
        controls={!loop}
        autoPlay={loop}
        muted={loop}
        loop={loop}
        playsInline
        aria-label={title}
        onError={() => setFailed(true)}
      />
    );
  }

  return (
    <BlockSection
      surface={surface}
      labelledBy={block.heading ? headingId : undefined}
      label={block.heading ? undefined : title}
    >
      {block.heading && (
        <BlockHeading level={headingLevel} id={headingId}>
          {block.heading}
        </BlockHeading>
      )}
      <figure className={styles.figure}>
        {player}
        {block.caption && <figcaption className={styles.caption}>{block.caption}</figcaption>}
      </figure>
    </BlockSection>
  );
}
