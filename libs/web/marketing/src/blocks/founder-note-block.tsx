import type { FounderNoteBlock as FounderNoteContent } from '@ember/content';
import { type BlockProps, BlockSection } from '../components/block-section';
import { mediaUrl } from '../components/media';
import styles from './founder-note-block.module.css';

/** Spec 2 §2.11: the founder's note, set as a signed letter. */
export function FounderNoteBlock({ block, headingLevel, surface, blockId }: BlockProps<FounderNoteContent>) {
  const headingId = `${blockId}-heading`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const photo = mediaUrl(block.photo, 'thumbnail');
  return (
    <BlockSection surface={surface} labelledBy={headingId} width="reading">
      <article className={styles.letter}>
        <Heading id={headingId} className={styles.heading}>
          {block.heading}
        </Heading>
        {block.paragraphs?.map((paragraph) => (
          <p key={paragraph.id ?? paragraph.text} className={styles.paragraph}>
            {paragraph.text}
          </p>
        ))}
        <footer className={styles.signature}>
          {photo && <img className={styles.photo} src={photo} alt="" loading="lazy" />}
          <span>
            <span className={styles.name}>{block.signature}</span>
            {block.role && <span className={styles.role}>{block.role}</span>}
          </span>
        </footer>
      </article>
    </BlockSection>
  );
}
