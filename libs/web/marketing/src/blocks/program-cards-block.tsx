import { type ProgramCardsBlock as ProgramCardsContent, populatedList } from '@ember/content';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { ProgramCard } from '../components/program-card';
import styles from './program-cards-block.module.css';

/** Spec 1 §2.9: the program cards of /programs; each goes to /program/{id}. */
export function ProgramCardsBlock({ block, headingLevel, surface, blockId }: BlockProps<ProgramCardsContent>) {
  const programs = populatedList(block.programs);
  const headingId = `${blockId}-heading`;
  return (
    <BlockSection surface={surface} labelledBy={headingId}>
      <BlockHeading level={headingLevel} id={headingId} intro={block.intro}>
        {block.heading}
      </BlockHeading>
      <ul className={styles.grid}>
        {programs.map((program) => (
          <li key={program.id}>
            <ProgramCard program={program} headingLevel={headingLevel === 1 ? 2 : 3} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
