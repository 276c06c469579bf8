import { useEffect, useRef, useState } from 'react';
import { type StoryCardsBlock as StoryCardsContent, populatedList } from '@ember/content';
import { Button } from '@ember/ui';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { mediaUrl } from '../components/media';
import styles from './story-cards-block.module.css';

/** Spec 2 §9: four cards at a time. */
export const cardsPerSet = 4;
/** Spec 2 §4: the flipping flag is held about 0.9 s. */
export const flippingMs = 900;

/**
 * Spec 2 §2.7 'who will you meet': four example people; 'show more examples' flips the cards one
 * after another (100 ms apart) to the next set, wrapping after the last (11 sets). While the cards
 * flip (about 0.9 s) the button waits.
 */
export function StoryCardsBlock({ block, headingLevel, surface, blockId }: BlockProps<StoryCardsContent>) {
  const sets = populatedList(block.sets);
  // Each card position shows the set it has flipped to; they catch up one by one.
  const [shownSets, setShownSets] = useState<number[]>(() => Array.from({ length: cardsPerSet }, () => 0));
  const [setIndex, setSetIndex] = useState(0);
  const [flipping, setFlipping] = useState(false);
  const [flips, setFlips] = useState(0);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const headingId = `${blockId}-heading`;

  const showMore = () => {
    if (flipping || sets.length < 2) return;
    const next = (setIndex + 1) % sets.length;
    setSetIndex(next);
    setFlipping(true);
    setFlips((count) => count + 1);
    for (let position = 0; position < cardsPerSet; position += 1) {
      const flip = () => setShownSets((current) => current.map((set, index) => (index === position ? next : set)));
      if (position === 0) flip();
      else timers.current.push(window.setTimeout(flip, position * block.flipStaggerMs));
    }
    timers.current.push(window.setTimeout(() => setFlipping(false), flippingMs));
  };

  return (
    <BlockSection surface={surface} labelledBy={headingId}>
      <BlockHeading level={headingLevel} id={headingId} intro={block.intro}>
        {block.heading}
      </BlockHeading>
      <ul className={styles.grid} aria-live="polite">
        {shownSets.map((set, position) => {
          const card = sets[set]?.cards[position];
          if (!card) return null;
          const image = mediaUrl(card.image, 'thumbnail');
          return (
            <li
              key={`${position}-${set}`}
              className={styles.card}
              data-testid="story-card"
              data-set={set}
              data-flipped={flips > 0 || undefined}
            >
              <div className={styles.top}>
                {image ? (
                  <img className={styles.avatar} src={image} alt="" loading="lazy" />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {card.name.slice(0, 1)}
                  </span>
                )}
                <div>
                  <p className={styles.name}>
                    {card.name}
                    {card.age ? `, ${card.age}` : ''}
                  </p>
                  <p className={styles.interest}>{card.interest}</p>
                </div>
              </div>
              <p className={styles.story}>{card.story}</p>
            </li>
          );
        })}
      </ul>
      <div className={styles.more}>
        <Button variant="secondary" onClick={showMore} aria-busy={flipping || undefined} data-flipping={flipping}>
          {block.showMoreLabel}
        </Button>
        <p className={styles.count} aria-live="polite">
          {setIndex + 1} of {sets.length}
        </p>
      </div>
    </BlockSection>
  );
}
