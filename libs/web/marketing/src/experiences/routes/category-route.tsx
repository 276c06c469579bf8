import { Link, useParams } from 'react-router';
import { type Experience, categoryId, experienceLink } from '@ember/content';
import { HeroBlock } from '../../blocks/hero-block';
import { BlockHeading, BlockSection } from '../../components/block-section';
import { hoursText, money } from '../../components/format';
import { mediaAlt, mediaUrl } from '../../components/media';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageMissing, PageUnavailable } from '../../components/page-states';
import { useContent } from '../../hooks/use-content';
import { usePageMeta } from '../../hooks/use-page-meta';
import styles from './category-route.module.css';

/** The catalogue's experiences of one category, in the catalogue's order. */
export function experiencesIn(experiences: readonly Experience[], id: string): Experience[] {
  return experiences.filter((experience) => categoryId(experience.category) === id);
}

function CategoryPage({ experiences }: { experiences: Experience[] }) {
  const name = experiences[0]!.category;
  const areas = [...new Set(experiences.map((experience) => experience.area))];
  usePageMeta(name, `${experiences.length} ${name.toLowerCase()} experiences in ${areas.join(' and ')}`);
  const cover = experiences.find((experience) => typeof experience.image === 'object' && experience.image)?.image;
  return (
    <>
      <HeroBlock
        blockId="category-hero"
        headingLevel={1}
        surface="dark"
        block={{
          blockType: 'hero',
          eyebrow: 'Experiences',
          heading: name,
          subheading: `${experiences.length} ${experiences.length === 1 ? 'experience' : 'experiences'} in ${areas.join(' and ')}`,
          background: cover ? 'image' : 'theme',
          image: cover ?? null,
        }}
      />
      <BlockSection surface="plain" labelledBy="category-list">
        <BlockHeading level={2} id="category-list">
          Pick one to see the details
        </BlockHeading>
        <ul className={styles.list}>
          {experiences.map((experience) => {
            const image = mediaUrl(experience.image, 'card');
            return (
              <li key={experience.id}>
                <Link to={experienceLink(experience.experienceId)} className={styles.card}>
                  {image ? (
                    <img className={styles.image} src={image} alt={mediaAlt(experience.image)} loading="lazy" />
                  ) : (
                    <span className={styles.image} aria-hidden="true" />
                  )}
                  <span className={styles.text}>
                    <span className={styles.title}>{experience.title}</span>
                    {experience.subtitle && <span className={styles.subtitle}>{experience.subtitle}</span>}
                    <span className={styles.facts}>
                      {money(experience.price, experience.currency)} per person ·{' '}
                      {hoursText(experience.duration.hours, experience.duration.minutes)} · {experience.area}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </BlockSection>
    </>
  );
}

/** /category/{id}: the experiences of one category from the CMS catalogue, each opening its page. */
export function CategoryRoute() {
  const { categoryId: id = '' } = useParams();
  const state = useContent('experiences', (client) => client.experiences());
  switch (state.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'unavailable':
      return <PageUnavailable retry={state.retry} />;
    case 'missing':
      return <PageMissing what="category" />;
    case 'ready': {
      const found = experiencesIn(state.data, id);
      return found.length > 0 ? <CategoryPage experiences={found} /> : <PageMissing what="category" />;
    }
  }
}
