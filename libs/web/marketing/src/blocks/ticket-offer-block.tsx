import type { TicketOfferBlock as TicketOfferContent } from '@ember/content';
import { buttonClassName } from '@ember/ui';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { CmsLink, hasLink } from '../components/cms-link';
import { money } from '../components/format';
import { useRenderedText } from '../hooks/use-rendered-text';
import styles from './ticket-offer-block.module.css';

/** Spec 2 §2.8: the early-bird ticket, its refund policy, and the solo route to an external ticket site. */
export function TicketOfferBlock({ block, headingLevel, surface, blockId }: BlockProps<TicketOfferContent>) {
  const headingId = `${blockId}-heading`;
  const text = useRenderedText();
  return (
    <BlockSection surface={surface} labelledBy={headingId}>
      <div className={styles.ticket}>
        <div className={styles.price}>
          <BlockHeading level={headingLevel} id={headingId} eyebrow={block.priceLabel}>
            {block.heading}
          </BlockHeading>
          <p className={styles.amount}>
            {text(`money:${block.amount}:${block.currency}`, () => money(block.amount, block.currency))}{' '}
            <span className={styles.currency}>{block.currency}</span>
          </p>
          {block.refundPolicy && <p className={styles.policy}>{block.refundPolicy}</p>}
        </div>
        <div className={styles.actions}>
          {block.text && <p className={styles.text}>{block.text}</p>}
          {hasLink(block.button) && <CmsLink link={block.button} className={buttonClassName({ size: 'large' })} />}
          {hasLink(block.externalTickets) && (
            <CmsLink
              link={block.externalTickets}
              className={buttonClassName({ variant: 'secondary', size: 'large' })}
            />
          )}
        </div>
      </div>
    </BlockSection>
  );
}
