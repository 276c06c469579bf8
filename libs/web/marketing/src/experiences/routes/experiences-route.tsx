import { Link } from 'react-router';
import { type Experience, categoryLink, experienceLink } from '@ember/content';
import { hoursText, money } from '../../components/format';
import { mediaAlt, mediaUrl } from '../../components/media';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageMissing, PageUnavailable } from '../../components/page-states';
import { useContent } from '../../hooks/use-content';
import { usePageMeta } from '../../hooks/use-page-meta';
import styles from './category-route.module.css';

/** The catalogue by category, in catalogue order (a category's place is its first experience's). */
export function byCategory(experiences: readonly Experience[]): [string, Experience[]][] {
  const groups = new Map<string, Experience[]>();
  for (const experience of experiences) {
    const group = groups.get(experience.category) ?? [];
    group.push(experience);
    groups.set(experience.category, group);
  }
  return [...groups];
}

function Catalogue({ experiences }: { experiences: Experience[] }) {
  usePageMeta('Experiences', 'Small-group experiences you can join');
  return (
    <div className={styles.catalogue}>
      <h1 className={styles.heading}>Experiences</h1>
      {byCategory(experiences).map(([category, items]) => (
        <section key={category} className={styles.group} aria-label={category}>
          <h2 className={styles.groupHeading}>
            <Link to={categoryLink(category)}>{category}</Link>
          </h2>
          <ul className={styles.list}>
            {items.map((experience) => {
              const image = mediaUrl(experience.image, 'card');
              return (
                <li key={experience.id}>
                  <Link to={experienceLink(experience.experienceId, { member: true })} className={styles.card}>
                    {image ? (
                      <img className={styles.image} src={image} alt={mediaAlt(experience.image)} loading="lazy" />
                    ) : (
                      <span className={styles.image} aria-hidden="true" />
                    )}
                    <span className={styles.text}>
                      <span className={styles.title}>{experience.title}</span>
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
        </section>
      ))}
    </div>
  );
}

/** /emberite/experiences (spec 3 §2.2), behind the experiences flag: the catalogue by category. */
export function ExperiencesRoute() {
  const state = useContent('experiences', (client) => client.experiences());
  switch (state.status) {
    case 'loading':
      return <PageSkeleton shape="plain" />;
    case 'unavailable':
      return <PageUnavailable retry={state.retry} />;
    case 'missing':
      return <PageMissing what="catalogue" />;
    case 'ready':
      return <Catalogue experiences={state.data} />;
  }
}
