import type { ComparisonTableBlock as ComparisonTableContent } from '@ember/content';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import styles from './comparison-table-block.module.css';

/** Spec 2 §2.7: us against the alternatives, as a real table (stacked per row on narrow screens). */
export function ComparisonTableBlock({ block, headingLevel, surface, blockId }: BlockProps<ComparisonTableContent>) {
  const headingId = `${blockId}-heading`;
  return (
    <BlockSection surface={surface} labelledBy={headingId}>
      <BlockHeading level={headingLevel} id={headingId} intro={block.intro}>
        {block.heading}
      </BlockHeading>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Compared with</span>
            </th>
            <th scope="col">{block.alternativeLabel}</th>
            <th scope="col" className={styles.ours}>
              {block.ourLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.id ?? row.topic}>
              <th scope="row">{row.topic}</th>
              <td data-label={block.alternativeLabel}>{row.alternative}</td>
              <td data-label={block.ourLabel} className={styles.ours}>
                {row.ours}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </BlockSection>
  );
}
