import type { RotatingWordsBlock as RotatingWordsContent } from '@ember/content';
import { type BlockProps, BlockSection } from '../components/block-section';
import { useReducedMotion } from '../hooks/use-media-query';
import { useRotation } from '../hooks/use-rotation';
import styles from './rotating-words-block.module.css';

/** Spec 2 §2.4: the activity word changes every 3 s (the block's interval); still with reduced motion. */
export function RotatingWordsBlock({ block, surface }: BlockProps<RotatingWordsContent>) {
  const words = block.words.map((entry) => entry.word);
  const reduceMotion = useReducedMotion();
  const [index] = useRotation(words.length, block.intervalMs, reduceMotion);
  const word = words[index] ?? '';
  return (
    <BlockSection surface={surface} label="What you could do">
      <p className={styles.line}>
        <span className="visually-hidden">
          {[block.before, words.join(', '), block.after].filter(Boolean).join(' ')}
        </span>
        <span aria-hidden="true">
          {block.before}{' '}
          <span key={word} className={styles.word} data-testid="rotating-word" data-animate={!reduceMotion}>
            {word}
          </span>{' '}
          {block.after}
        </span>
      </p>
    </BlockSection>
  );
}
