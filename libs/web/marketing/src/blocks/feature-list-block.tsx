import type { FeatureListBlock as FeatureListContent } from '@ember/content';
import { buttonClassName } from '@ember/ui';
import { AccordionItem } from '../components/accordion-item';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { CmsLink, hasLink } from '../components/cms-link';
import { useOneOpen } from '../components/one-open';
import { useMediaQuery } from '../hooks/use-media-query';
import styles from './feature-list-block.module.css';

type Item = FeatureListContent['items'][number];

/** Below this width the explainer is an accordion (spec 2 §2.4: on mobile, one item at a time). */
export const explainerAccordionQuery = '(max-width: 799px)';

function itemKey(item: Item, index: number): string {
  return item.id ?? `item-${index}`;
}

function ItemBody({ item }: { item: Item }) {
  return (
    <>
      {item.text && <p>{item.text}</p>}
      {item.details?.map((detail) => (
        <p key={detail.id ?? detail.text} className={styles.detail}>
          {detail.text}
        </p>
      ))}
    </>
  );
}

/** Items in one-open accordion form: the explainer on mobile, the experience formats everywhere. */
function OneOpenList({
  items,
  blockId,
  level,
  badges,
}: {
  items: Item[];
  blockId: string;
  level: 2 | 3;
  badges: boolean;
}) {
  const { isOpen, toggle } = useOneOpen<string>(items[0] ? itemKey(items[0], 0) : null);
  return (
    <div className={styles.oneOpen}>
      {items.map((item, index) => {
        const key = itemKey(item, index);
        return (
          <AccordionItem
            key={key}
            id={`${blockId}-${key}`}
            open={isOpen(key)}
            onToggle={() => toggle(key)}
            headingLevel={level}
            className={styles.accordionItem}
            summary={
              <span className={styles.summary}>
                <span>{item.title}</span>
                {badges && item.badge && <span className={styles.badge}>{item.badge}</span>}
              </span>
            }
          >
            <ItemBody item={item} />
          </AccordionItem>
        );
      })}
    </div>
  );
}

/**
 * A list of points in one of five presentations: a list, a grid of cards, the explainer (an
 * accordion on mobile, cards on wider screens), categories (one open at a time, the first open:
 * the experience formats of spec 2 §4) or a carousel.
 */
export function FeatureListBlock({ block, headingLevel, surface, blockId }: BlockProps<FeatureListContent>) {
  const narrow = useMediaQuery(explainerAccordionQuery);
  const headingId = `${blockId}-heading`;
  const itemLevel = headingLevel === 1 ? 2 : 3;
  const ItemHeading = `h${itemLevel}` as const;
  const { presentation, items } = block;
  const accordion = presentation === 'categories' || (presentation === 'accordion' && narrow);

  return (
    <BlockSection surface={surface} anchor={block.anchor} labelledBy={headingId}>
      <BlockHeading level={headingLevel} id={headingId} intro={block.intro}>
        {block.heading}
      </BlockHeading>
      {accordion ? (
        <OneOpenList items={items} blockId={blockId} level={itemLevel} badges={presentation === 'categories'} />
      ) : (
        <ul className={`${styles.items} ${styles[presentation]}`} data-presentation={presentation}>
          {items.map((item, index) => (
            <li key={itemKey(item, index)} className={styles.item}>
              {presentation === 'list' && <span className={styles.marker} aria-hidden="true" />}
              <div className={styles.itemText}>
                <ItemHeading className={styles.itemTitle}>{item.title}</ItemHeading>
                {item.badge && <span className={styles.badge}>{item.badge}</span>}
                <ItemBody item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {hasLink(block.cta) && <CmsLink link={block.cta} className={buttonClassName({ size: 'large' })} />}
    </BlockSection>
  );
}
