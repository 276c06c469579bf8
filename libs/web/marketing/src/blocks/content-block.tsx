import type { ContentBlock as ContentBlockContent } from '@ember/content';
import { buttonClassName } from '@ember/ui';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { CmsLink, hasLink } from '../components/cms-link';
import { mediaAlt, mediaUrl } from '../components/media';
import styles from './content-block.module.css';

/** Text with a heading, an optional picture and an optional link (about, the romance answer, …). */
export function ContentBlock({ block, headingLevel, surface, blockId }: BlockProps<ContentBlockContent>) {
  const image = mediaUrl(block.image, 'card');
  const headingId = `${blockId}-heading`;
  return (
    <BlockSection surface={surface} anchor={block.anchor} labelledBy={headingId}>
      <div className={image ? styles.withImage : styles.text}>
        <div className={styles.copy}>
          <BlockHeading level={headingLevel} id={headingId} eyebrow={block.eyebrow}>
            {block.heading}
          </BlockHeading>
          {block.paragraphs?.map((paragraph) => (
            <p key={paragraph.id ?? paragraph.text} className={styles.paragraph}>
              {paragraph.text}
            </p>
          ))}
          {hasLink(block.cta) && <CmsLink link={block.cta} className={buttonClassName({ size: 'large' })} />}
        </div>
        {image && <img className={styles.image} src={image} alt={mediaAlt(block.image)} loading="lazy" />}
      </div>
    </BlockSection>
  );
}
