import { useState } from 'react';
import { type TestimonialsBlock as TestimonialsContent, populatedList } from '@ember/content';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { mediaUrl } from '../components/media';
import { useReducedMotion } from '../hooks/use-media-query';
import { useRotation } from '../hooks/use-rotation';
import styles from './testimonials-block.module.css';

/**
 * Spec 2 §2.6: a testimonial carousel advancing every 5000 ms (the block's interval), paused while
 * the pointer is over it, a finger is on it or focus is in it. Visitors who asked for less motion
 * start paused; anyone can pause or play it.
 */
export function TestimonialsBlock({ block, headingLevel, surface, blockId }: BlockProps<TestimonialsContent>) {
  const testimonials = populatedList(block.testimonials);
  const reduceMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState<boolean | null>(null);
  const userStopped = stopped ?? reduceMotion;
  const paused = hovered || touched || focused || userStopped;
  const [index, setIndex] = useRotation(testimonials.length, block.autoAdvanceMs, paused);
  const headingId = `${blockId}-heading`;
  const count = testimonials.length;
  if (!count) return null;

  return (
    <BlockSection
      surface={surface}
      labelledBy={block.heading ? headingId : undefined}
      label={block.heading ? undefined : 'What people say'}
    >
      {block.heading && (
        <BlockHeading level={headingLevel} id={headingId} align="center">
          {block.heading}
        </BlockHeading>
      )}
      <div
        className={styles.carousel}
        role="group"
        aria-roledescription="carousel"
        aria-label="Testimonials"
        data-paused={paused}
        data-testid="testimonials"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onTouchStart={() => setTouched(true)}
        onTouchEnd={() => setTouched(false)}
        onTouchCancel={() => setTouched(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div className={styles.viewport} aria-live={paused ? 'polite' : 'off'}>
          {testimonials.map((testimonial, position) => {
            const image = mediaUrl(testimonial.image, 'thumbnail');
            return (
              <figure
                key={testimonial.id}
                className={styles.slide}
                hidden={position !== index}
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
              >
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  {image ? (
                    <img className={styles.avatar} src={image} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.avatar} aria-hidden="true">
                      {testimonial.name.slice(0, 1)}
                    </span>
                  )}
                  <span>
                    <strong>{testimonial.name}</strong>
                    {testimonial.subtitle && <span className={styles.subtitle}>{testimonial.subtitle}</span>}
                  </span>
                </figcaption>
              </figure>
            );
          })}
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setIndex((index - 1 + count) % count)}
            aria-label="Previous testimonial"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 6l-6 6 6 6" />
            </svg>
          </button>
          <div className={styles.dots}>
            {testimonials.map((testimonial, position) => (
              <button
                key={testimonial.id}
                type="button"
                className={styles.dot}
                aria-label={`Testimonial ${position + 1}: ${testimonial.name}`}
                aria-current={position === index || undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={() => setIndex((index + 1) % count)}
            aria-label="Next testimonial"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 6l6 6-6 6" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => setStopped(!userStopped)}
            aria-label={userStopped ? 'Play testimonials' : 'Pause testimonials'}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {userStopped ? <path d="M8 5l11 7-11 7z" /> : <path d="M8 5v14M16 5v14" />}
            </svg>
          </button>
        </div>
      </div>
    </BlockSection>
  );
}
