import type { TimelineBlock as TimelineContent } from '@ember/content';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import styles from './timeline-block.module.css';

/** Spec 2 §2.10: the week, step by step (sign up, pick, the reveal, meet). */
export function TimelineBlock({ block, headingLevel, surface, blockId }: BlockProps<TimelineContent>) {
  const headingId = `${blockId}-heading`;
  return (
    <BlockSection surface={surface} labelledBy={headingId}>
      <BlockHeading level={headingLevel} id={headingId}>
        {block.heading}
      </BlockHeading>
      <ol className={styles.timeline}>
        {block.items.map((item, index) => (
          <li key={item.id ?? index} className={styles.item}>
            <span className={styles.dot} aria-hidden="true" />
            {item.date ? (
              <time className={styles.when} dateTime={item.date}>
                {item.when}
              </time>
            ) : (
              <span className={styles.when}>{item.when}</span>
            )}
            <h3 className={styles.title}>{item.title}</h3>
            {item.text && <p className={styles.text}>{item.text}</p>}
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
