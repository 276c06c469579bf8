import { type PressCardsBlock as PressCardsContent, populatedList } from '@ember/content';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { mediaAlt, mediaUrl } from '../components/media';
import { useRenderedText } from '../hooks/use-rendered-text';
import styles from './press-cards-block.module.css';

function published(date: string): string {
  return new Date(date).toLocaleDateString('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Spec 2 §2.11: press cards, each opening its article in a new tab. */
export function PressCardsBlock({ block, headingLevel, surface, blockId }: BlockProps<PressCardsContent>) {
  const articles = populatedList(block.articles);
  const text = useRenderedText();
  const headingId = `${blockId}-heading`;
  return (
    <BlockSection
      surface={surface}
      labelledBy={block.heading ? headingId : undefined}
      label={block.heading ? undefined : 'In the news'}
    >
      {block.heading && (
        <BlockHeading level={headingLevel} id={headingId} eyebrow="press">
          {block.heading}
        </BlockHeading>
      )}
      <ul className={styles.list}>
        {articles.map((article) => {
          const image = mediaUrl(article.image, 'card');
          const date = article.publishedOn
            ? text(`date:${article.publishedOn}`, () => published(article.publishedOn!))
            : null;
          return (
            <li key={article.id}>
              <a className={styles.card} href={article.link} target="_blank" rel="noopener noreferrer">
                {image ? (
                  <img className={styles.image} src={image} alt={mediaAlt(article.image)} loading="lazy" />
                ) : (
                  <span className={styles.masthead} aria-hidden="true">
                    {article.pressName}
                  </span>
                )}
                <span className={styles.body}>
                  <span className={styles.press}>
                    {article.pressName}
                    {date && <> · {date}</>}
                  </span>
                  <span className={styles.title}>{article.title}</span>
                  <span className={styles.description}>{article.description}</span>
                  <span className={styles.read}>
                    Read the article<span className="visually-hidden"> (opens in a new tab)</span>
                    <span aria-hidden="true"> ↗</span>
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
