import { Link } from 'react-router';
import {
  type ExperienceShowcaseBlock as ExperienceShowcaseContent,
  experienceLink,
  populatedList,
} from '@ember/content';
import { type BlockProps, BlockHeading, BlockSection } from '../components/block-section';
import { hoursText, money } from '../components/format';
import { mediaAlt, mediaUrl } from '../components/media';
import { useRenderedText } from '../hooks/use-rendered-text';
import styles from './experience-showcase-block.module.css';

/** Spec 1 §2.9: example experiences hosts run, as a carousel of cards linking to each one. */
export function ExperienceShowcaseBlock({
  block,
  headingLevel,
  surface,
  blockId,
}: BlockProps<ExperienceShowcaseContent>) {
  const experiences = populatedList(block.experiences);
  const text = useRenderedText();
  const headingId = `${blockId}-heading`;
  return (
    <BlockSection surface={surface} labelledBy={headingId}>
      <BlockHeading level={headingLevel} id={headingId} intro={block.intro}>
        {block.heading}
      </BlockHeading>
      <ul className={styles.carousel} tabIndex={0} aria-label={block.heading}>
        {experiences.map((experience) => {
          const image = mediaUrl(experience.image, 'card');
          return (
            <li key={experience.id} className={styles.item}>
              <Link to={experienceLink(experience.experienceId)} className={styles.card}>
                {image ? (
                  <img className={styles.image} src={image} alt={mediaAlt(experience.image)} loading="lazy" />
                ) : (
                  <span className={styles.art} aria-hidden="true" data-category={experience.category}>
                    {experience.category}
                  </span>
                )}
                <span className={styles.body}>
                  <span className={styles.meta}>
                    {experience.category} · {experience.area}
                  </span>
                  <span className={styles.title}>{experience.title}</span>
                  {experience.subtitle && <span className={styles.subtitle}>{experience.subtitle}</span>}
                  <span className={styles.facts}>
                    {text(`money:${experience.price}:${experience.currency}`, () =>
                      money(experience.price, experience.currency),
                    )}{' '}
                    per person · {hoursText(experience.duration.hours, experience.duration.minutes)} ·{' '}
                    {experience.participants.min}-{experience.participants.max} people
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
