import type { CountdownBlock as CountdownContent } from '@ember/content';
import { type BlockProps, BlockSection } from '../components/block-section';
import { useCountdown } from '../hooks/use-countdown';
import { useRenderedText } from '../hooks/use-rendered-text';
import styles from './countdown-block.module.css';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

function deadlineText(target: string): string {
  return new Date(target).toLocaleString('en-CA', {
    timeZone: 'America/Toronto',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Spec 2 §4: a countdown to the campaign's deadline, ticking every second, then zeros. */
export function CountdownBlock({ block, headingLevel, surface, blockId }: BlockProps<CountdownContent>) {
  const remaining = useCountdown(block.target);
  const text = useRenderedText();
  const headingId = `${blockId}-heading`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <BlockSection surface={surface} labelledBy={block.heading ? headingId : undefined} label="Countdown">
      <div className={styles.countdown}>
        {block.heading && (
          <Heading id={headingId} className={styles.heading}>
            {block.heading}
          </Heading>
        )}
        <div className={styles.timer} role="timer" aria-label={remaining.done ? 'Closed' : undefined}>
          {units.map((unit) => (
            <div key={unit} className={styles.unit}>
              <span className={styles.value} data-testid={`countdown-${unit}`}>
                {String(remaining[unit]).padStart(2, '0')}
              </span>
              <span className={styles.label}>{unit}</span>
            </div>
          ))}
        </div>
        <p className={styles.note}>
          <time dateTime={block.target}>
            {remaining.done ? 'Closed ' : 'Until '}
            {text(`deadline:${block.target}`, () => deadlineText(block.target))} (Toronto time)
          </time>
          {block.note && <> · {block.note}</>}
        </p>
      </div>
    </BlockSection>
  );
}
