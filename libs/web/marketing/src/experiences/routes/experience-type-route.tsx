import { Link } from 'react-router';
import { type ExperienceType, experienceLink, populatedList } from '@ember/content';
import { HeroBlock } from '../../blocks/hero-block';
import { BlockHeading, BlockSection } from '../../components/block-section';
import { money } from '../../components/format';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageMissing, PageUnavailable } from '../../components/page-states';
import { useContent } from '../../hooks/use-content';
import { usePageMeta } from '../../hooks/use-page-meta';
import { buttonClassName } from '@ember/ui';
import styles from './experience-type-route.module.css';

const optionGroupLabels: Record<string, string> = {
  activity: 'What you could do',
  budget: 'Budgets to choose from',
};

function dateText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function TypePage({ type }: { type: ExperienceType }) {
  usePageMeta(type.title, type.tagline);
  const experiences = populatedList(type.experiences ?? []);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const option of type.options ?? []) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  const facts = [
    type.price != null ? `${money(type.price, type.currency ?? 'CAD')} per person` : null,
    type.durationText,
    type.participants?.min && type.participants.max ? `${type.participants.min}-${type.participants.max} people` : null,
    type.area,
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <>
      <HeroBlock
        blockId="type-hero"
        headingLevel={1}
        surface="dark"
        block={{
          blockType: 'hero',
          eyebrow: type.area,
          heading: type.title,
          subheading: type.tagline,
          background: 'theme',
          primaryCta: type.joinPath ? { label: 'join', href: type.joinPath } : undefined,
        }}
      />
      <BlockSection surface="plain" labelledBy="type-about">
        <div className={styles.about}>
          <BlockHeading level={2} id="type-about">
            What it is
          </BlockHeading>
          {type.description?.map((paragraph) => (
            <p key={paragraph.id ?? paragraph.text} className={styles.paragraph}>
              {paragraph.text}
            </p>
          ))}
          {facts.length > 0 && (
            <ul className={styles.facts} aria-label="At a glance">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          )}
        </div>
      </BlockSection>
      {(type.availableDates?.length || groups.size > 0) && (
        <BlockSection surface="tinted" labelledBy="type-when">
          <BlockHeading level={2} id="type-when">
            Dates and choices
          </BlockHeading>
          <div className={styles.choices}>
            {type.availableDates && type.availableDates.length > 0 && (
              <div>
                <h3 className={styles.groupTitle}>Dates</h3>
                <ul className={styles.chips}>
                  {type.availableDates.map((entry) => (
                    <li key={entry.id ?? entry.date}>
                      <time dateTime={entry.date}>{dateText(entry.date)}</time>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {[...groups].map(([group, options]) => (
              <div key={group}>
                <h3 className={styles.groupTitle}>
                  {Object.hasOwn(optionGroupLabels, group) ? optionGroupLabels[group] : group}
                </h3>
                <ul className={styles.chips}>
                  {options.map((option) => (
                    <li key={option.value}>{option.label}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {type.joinPath && <p className={styles.hint}>You choose your dates and options when you join.</p>}
        </BlockSection>
      )}
      {experiences.length > 0 && (
        <BlockSection surface="plain" labelledBy="type-experiences">
          <BlockHeading level={2} id="type-experiences">
            Experiences
          </BlockHeading>
          <ul className={styles.experiences}>
            {experiences.map((experience) => (
              <li key={experience.id}>
                <Link to={experienceLink(experience.experienceId)} className={styles.experience}>
                  <span className={styles.experienceTitle}>{experience.title}</span>
                  {experience.subtitle && <span className={styles.experienceText}>{experience.subtitle}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </BlockSection>
      )}
      {type.joinPath && (
        <BlockSection surface="tinted" labelledBy="type-join">
          <div className={styles.join}>
            <BlockHeading level={2} id="type-join" align="center">
              Sound like your kind of night?
            </BlockHeading>
            <Link to={type.joinPath} className={buttonClassName({ size: 'large' })}>
              join
            </Link>
          </div>
        </BlockSection>
      )}
    </>
  );
}

/** An experience type's page (spec 3 §2.6): /poetry shows poetry-night, /yvr night-out. */
export function ExperienceTypeRoute({ typeId }: { typeId: string }) {
  const state = useContent(`experience-type:${typeId}`, (client) => client.experienceType(typeId));
  switch (state.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'unavailable':
      return <PageUnavailable retry={state.retry} />;
    case 'missing':
      return <PageMissing />;
    case 'ready':
      return <TypePage type={state.data} />;
  }
}
