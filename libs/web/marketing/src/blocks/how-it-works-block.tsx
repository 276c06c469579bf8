import { type UIEvent, useCallback, useRef, useState } from 'react';
import type { HowItWorksBlock as HowItWorksContent } from '@ember/content';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { HowItWorksGraphic } from './how-it-works-graphic';
import styles from './how-it-works-block.module.css';

type Step = HowItWorksContent['steps'][number];

/** The card whose centre is nearest the scroller's centre. */
export function nearestToCentre(scroller: HTMLElement): number {
  const box = scroller.getBoundingClientRect();
  const centre = box.left + box.width / 2;
  let best = 0;
  let bestDistance = Infinity;
  Array.from(scroller.children).forEach((child, index) => {
    const card = child.getBoundingClientRect();
    const distance = Math.abs(card.left + card.width / 2 - centre);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}

/** Spec 2 §2.9: steps as cards (280 px by default) scrolled sideways; the one nearest the centre stands out. */
function Carousel({ steps, cardWidth, label }: { steps: Step[]; cardWidth: number; label: string }) {
  const [active, setActive] = useState(0);
  const frame = useRef(0);
  const scroller = useRef<HTMLOListElement>(null);
  const onScroll = useCallback((event: UIEvent<HTMLOListElement>) => {
    const element = event.currentTarget;
    if (frame.current) return;
    frame.current = window.requestAnimationFrame(() => {
      frame.current = 0;
      setActive(nearestToCentre(element));
    });
  }, []);
  const go = (index: number) => {
    const card = scroller.current?.children[index] as HTMLElement | undefined;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    card?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest', inline: 'center' });
    setActive(index);
  };
  return (
    <div className={styles.carouselWrap}>
      <ol
        ref={scroller}
        className={styles.carousel}
        style={{ gridAutoColumns: `min(${cardWidth}px, 82%)` }}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={label}
      >
        {steps.map((step, index) => (
          <li key={step.id ?? index} className={styles.card} data-active={index === active}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(Math.max(0, active - 1))}
          disabled={active === 0}
          aria-label="Previous step"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 6l-6 6 6 6" />
          </svg>
        </button>
        <span className={styles.position} aria-hidden="true">
          {active + 1} / {steps.length}
        </span>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(Math.min(steps.length - 1, active + 1))}
          disabled={active === steps.length - 1}
          aria-label="Next step"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 6l6 6-6 6" />
          </svg>
        </button>
      </div>
    </div>
  );
}

/** How it works, as a carousel of cards, a numbered list, or the tap-through graphic of root v1. */
export function HowItWorksBlock({ block, headingLevel, surface, blockId }: BlockProps<HowItWorksContent>) {
  const headingId = `${blockId}-heading`;
  return (
    <BlockSection surface={surface} anchor={block.anchor} labelledBy={headingId}>
      <BlockHeading level={headingLevel} id={headingId}>
        {block.heading}
      </BlockHeading>
      {block.presentation === 'graphic' ? (
        <HowItWorksGraphic steps={block.steps} />
      ) : block.presentation === 'carousel' ? (
        <Carousel steps={block.steps} cardWidth={block.cardWidth ?? 280} label={`${block.heading}, step by step`} />
      ) : (
        <ol className={styles.list}>
          {block.steps.map((step, index) => (
            <li key={step.id ?? index} className={styles.listItem}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </BlockSection>
  );
}
