import { type ReactNode, useRef, useState } from 'react';
import { useInView } from '../hooks/use-in-view';
import styles from './video-player-card.module.css';

export interface VideoPlayerCardProps {
  src: string;
  poster?: string | null;
  /** What the video is, for people who cannot see it (the videos have no captions). */
  label: string;
  caption?: ReactNode;
  /** Collapse to the small floating player when scrolled out of view (on by default). */
  floats?: boolean;
  /** Width over height of the frame; portrait phone video unless told otherwise. */
  aspectRatio?: number;
  /** Sizes the card in its page (its width; the height follows the aspect ratio). */
  className?: string;
}

/**
 * The video playing card (spec 3 §4): it starts muted and plays on a loop; a click (or Enter or
 * Space) turns the sound on and starts the video again from the beginning, another mutes it.
 * Scrolled out of view it keeps playing in a small floating player, which can be closed.
 */
export function VideoPlayerCard({
  src,
  poster,
  label,
  caption,
  floats = true,
  aspectRatio = 9 / 16,
  className,
}: VideoPlayerCardProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  // The time away from the screen in which the small player was closed: it stays closed until
  // the card has been back in view.
  const [closedDuringExit, setClosedDuringExit] = useState<number | null>(null);
  const { inView, exits } = useInView(anchor, floats);
  const floating = floats && !inView && closedDuringExit !== exits;

  function toggleSound() {
    const element = video.current;
    if (!element) return;
    if (element.muted) {
      element.muted = false;
      element.currentTime = 0;
      void element.play?.()?.catch(() => undefined);
      setMuted(false);
    } else {
      element.muted = true;
      setMuted(true);
    }
  }

  return (
    <figure className={className ? `${styles.card} ${className}` : styles.card}>
      <div ref={anchor} className={styles.frame} style={{ aspectRatio: String(aspectRatio) }}>
        <div className={floating ? styles.floating : styles.inline} data-floating={floating || undefined}>
          <video
            ref={video}
            className={styles.video}
            src={src}
            poster={poster ?? undefined}
            muted
            autoPlay
            loop
            playsInline
            preload="metadata"
            aria-label={label}
          />
          <button
            type="button"
            className={styles.soundToggle}
            aria-pressed={!muted}
            aria-label={`sound: ${label}`}
            onClick={toggleSound}
          >
            <span className={styles.soundBadge} aria-hidden="true">
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
                {muted ? (
                  <path d="M17 9l5 6M22 9l-5 6" />
                ) : (
                  <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />
                )}
              </svg>
              {!floating && <span>{muted ? 'tap for sound' : 'sound on'}</span>}
            </span>
          </button>
          {floating && (
            <button
              type="button"
              className={styles.closeFloating}
              aria-label="close the small player"
              onClick={() => setClosedDuringExit(exits)}
            >
              <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
