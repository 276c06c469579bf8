import type { CallToActionBlock as CallToActionContent } from '@ember/content';
import { buttonClassName } from '@ember/ui';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { CmsLink } from '../components/cms-link';
import { useRenderedText } from '../hooks/use-rendered-text';
import styles from './call-to-action-block.module.css';

/** A closing call to action; on Halloween with the browsing and joined-this-week counts (spec 2 §2.9). */
export function CallToActionBlock({ block, headingLevel, surface, blockId }: BlockProps<CallToActionContent>) {
  const headingId = `${blockId}-heading`;
  const text = useRenderedText();
  const count = (value: number) => text(`count:${value}`, () => value.toLocaleString('en-CA'));
  const counts = block.browsingCount != null || block.joinedThisWeek != null;
  return (
    <BlockSection surface={surface} anchor={block.anchor} labelledBy={headingId}>
      <div className={styles.card}>
        <BlockHeading level={headingLevel} id={headingId} intro={block.text} align="center">
          {block.heading}
        </BlockHeading>
        {counts && (
          <ul className={styles.counts}>
            {block.browsingCount != null && (
              <li>
                <span className={styles.live} aria-hidden="true" />
                <strong>{count(block.browsingCount)}</strong> people browsing now
              </li>
            )}
            {block.joinedThisWeek != null && (
              <li>
                <strong>{count(block.joinedThisWeek)}</strong> people joined this week
              </li>
            )}
          </ul>
        )}
        <CmsLink link={block.button} className={buttonClassName({ size: 'large' })} />
        {block.note && <p className={styles.note}>{block.note}</p>}
      </div>
    </BlockSection>
  );
}
