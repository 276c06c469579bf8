import { type FaqAccordionBlock as FaqAccordionContent, populatedList } from '@ember/content';
import { AccordionItem } from '../components/accordion-item';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { useOneOpen } from '../components/one-open';
import styles from './faq-accordion-block.module.css';

/** Spec 2 §4: FAQ items, one open at a time; an item the editor marked expanded starts open. */
export function FaqAccordionBlock({ block, headingLevel, surface, blockId }: BlockProps<FaqAccordionContent>) {
  const faqs = populatedList(block.faqs);
  const { isOpen, toggle } = useOneOpen<string>(faqs.find((faq) => faq.expanded)?.faqId ?? null);
  const headingId = `${blockId}-heading`;
  return (
    <BlockSection surface={surface} anchor={block.anchor} labelledBy={headingId} width="reading">
      <BlockHeading level={headingLevel} id={headingId}>
        {block.heading}
      </BlockHeading>
      <div className={styles.list}>
        {faqs.map((faq) => (
          <AccordionItem
            key={faq.faqId}
            id={`${blockId}-${faq.faqId}`}
            open={isOpen(faq.faqId)}
            onToggle={() => toggle(faq.faqId)}
            summary={faq.question}
            headingLevel={headingLevel === 1 ? 2 : 3}
          >
            {faq.answer.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className={styles.answer}>
                {paragraph}
              </p>
            ))}
          </AccordionItem>
        ))}
      </div>
      {(block.contactLine || block.contactEmail) && (
        <p className={styles.contact}>
          {block.contactLine} {block.contactEmail && <a href={`mailto:${block.contactEmail}`}>{block.contactEmail}</a>}
        </p>
      )}
    </BlockSection>
  );
}
