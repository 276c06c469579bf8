import { useState } from 'react';
import type { HeroBlock as HeroBlockContent } from '@ember/content';
import { buttonClassName } from '@ember/ui';
import type { BlockProps } from '../components/block-section';
import { CmsLink, hasLink } from '../components/cms-link';
import { mediaAlt, mediaUrl } from '../components/media';
import { useReducedMotion } from '../hooks/use-media-query';
import { usePlayableVideo } from '../hooks/use-playable-video';
import styles from './hero-block.module.css';

/**
 * The page's opening: always dark, under the transparent header. A background image or looping
 * video when the editor gave one (no video for visitors who asked for less motion, nor when it is
 * missing or cannot play); the theme's gradient otherwise.
 */
export function HeroBlock({ block, headingLevel, blockId }: BlockProps<HeroBlockContent>) {
  const reduceMotion = useReducedMotion();
  const [videoFailed, setVideoFailed] = useState(false);
  const image = block.background === 'image' ? mediaUrl(block.image, 'hero') : null;
  const poster = mediaUrl(block.image, 'hero') ?? undefined;
  const wanted = block.background === 'video' && !reduceMotion ? block.videoUrl : null;
  const playable = usePlayableVideo(wanted);
  const video = wanted && playable && !videoFailed ? wanted : null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `${blockId}-heading`;

  return (
    <section className={styles.hero} data-header-tone="dark" aria-labelledby={headingId}>
      {image && <img className={styles.backdrop} src={image} alt={mediaAlt(block.image)} fetchPriority="high" />}
      {video && (
        <video
          className={styles.backdrop}
          src={video}
          poster={poster}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          onError={() => setVideoFailed(true)}
        />
      )}
      <div className={styles.inner}>
        {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
        <Heading id={headingId} className={styles.heading}>
          {block.heading}
        </Heading>
        {block.subheading && <p className={styles.subheading}>{block.subheading}</p>}
        {block.paragraphs?.map((paragraph) => (
          <p key={paragraph.id ?? paragraph.text} className={styles.paragraph}>
            {paragraph.text}
          </p>
        ))}
        {(hasLink(block.primaryCta) || hasLink(block.secondaryCta)) && (
          <div className={styles.actions}>
            {hasLink(block.primaryCta) && (
              <CmsLink link={block.primaryCta} className={buttonClassName({ variant: 'inverse', size: 'large' })} />
            )}
            {hasLink(block.secondaryCta) && (
              <CmsLink
                link={block.secondaryCta}
                className={`${buttonClassName({ variant: 'ghost', size: 'large' })} ${styles.secondary}`}
              />
            )}
          </div>
        )}
        {block.note && <p className={styles.note}>{block.note}</p>}
      </div>
    </section>
  );
}
