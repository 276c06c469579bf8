import { Link, useParams } from 'react-router';
import { type Experience, populatedList } from '@ember/content';
import { hoursText, money } from '../../components/format';
import { mediaAlt, mediaUrl } from '../../components/media';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageMissing, PageUnavailable } from '../../components/page-states';
import { useContent } from '../../hooks/use-content';
import { usePageMeta } from '../../hooks/use-page-meta';
import { buttonClassName } from '@ember/ui';
import { HostVideo } from '../components/host-video';
import styles from './experience-route.module.css';

function Facts({ experience }: { experience: Experience }) {
  const facts: [string, string][] = [
    ['Price', `${money(experience.price, experience.currency)} per person`],
    ['Duration', hoursText(experience.duration.hours, experience.duration.minutes)],
    ['Language', experience.language],
    ['Group size', `${experience.participants.min}-${experience.participants.max} people`],
    ['Level', experience.requiredLevel || 'Anyone'],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ExperienceDetail({ experience, member }: { experience: Experience; member: boolean }) {
  usePageMeta(experience.title, experience.subtitle);
  const images = populatedList(experience.images).slice(0, 2);
  const { host } = experience;
  const avatar = mediaUrl(host.avatar, 'thumbnail');
  return (
    <article className={styles.page} aria-labelledby="experience-title">
      <header className={styles.header} data-header-tone="light">
        <p className={styles.badge}>{experience.category}</p>
        <h1 id="experience-title" className={styles.title}>
          {experience.title}
        </h1>
        {experience.subtitle && <p className={styles.subtitle}>{experience.subtitle}</p>}
        <p className={styles.place}>
          <strong>{experience.location.name}</strong>
          <span>{experience.location.address}</span>
          {experience.location.mapLink && (
            <a href={experience.location.mapLink} target="_blank" rel="noopener noreferrer">
              Open the map<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      </header>

      <Facts experience={experience} />

      {images.length > 0 && (
        <div className={styles.gallery}>
          {images.map((image) => (
            <img key={image.id} src={mediaUrl(image, 'card') ?? ''} alt={mediaAlt(image)} loading="lazy" />
          ))}
        </div>
      )}

      <section className={styles.section} aria-labelledby="experience-about">
        <h2 id="experience-about">About</h2>
        <p>{experience.whatToExpect}</p>
      </section>

      {experience.whatsIncluded && experience.whatsIncluded.length > 0 && (
        <section className={styles.section} aria-labelledby="experience-included">
          <h2 id="experience-included">Included</h2>
          <ul className={styles.included}>
            {experience.whatsIncluded.map((entry) => (
              <li key={entry.id ?? entry.item}>{entry.item}</li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="experience-host">
        <h2 id="experience-host">Your host</h2>
        <div className={styles.host}>
          {avatar ? (
            <img className={styles.avatar} src={avatar} alt="" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {host.name.slice(0, 1)}
            </span>
          )}
          <div>
            <p className={styles.hostName}>{host.name}</p>
            {host.title && <p className={styles.hostTitle}>{host.title}</p>}
            {host.bio && <p>{host.bio}</p>}
          </div>
        </div>
        <HostVideo host={host} title={`${host.name}, host of ${experience.title}`} />
        {experience.hostMessages?.map((message) => (
          <blockquote key={message.id ?? message.text} className={styles.message}>
            {message.text}
          </blockquote>
        ))}
      </section>

      {experience.notes && experience.notes.length > 0 && (
        <section className={styles.section} aria-labelledby="experience-notes">
          <h2 id="experience-notes">Notes</h2>
          <dl className={styles.notes}>
            {experience.notes.map((note) => (
              <div key={note.id ?? note.title}>
                <dt>{note.title}</dt>
                <dd>{note.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <div className={styles.cta}>
        <Link
          to={`/emberite/experiences/${encodeURIComponent(experience.experienceId)}/join`}
          className={buttonClassName({ size: 'large' })}
        >
          I&apos;m interested
        </Link>
        {member && (
          <Link to="/emberite/home" className={buttonClassName({ variant: 'secondary', size: 'large' })}>
            Back to your home
          </Link>
        )}
      </div>
    </article>
  );
}

/**
 * An experience (spec 2 §2.12, spec 3 §2.4): `/experience/{id}` for anyone, and
 * `/emberite/experience/{id}` for pilot members inside the member area (`member`).
 */
export function ExperienceRoute({ member = false }: { member?: boolean }) {
  const { experienceId = '' } = useParams();
  const state = useContent(`experience:${experienceId}`, (client) => client.experience(experienceId));
  switch (state.status) {
    case 'loading':
      return <PageSkeleton shape="plain" />;
    case 'unavailable':
      return <PageUnavailable retry={state.retry} />;
    case 'missing':
      return <PageMissing what="experience" />;
    case 'ready':
      return <ExperienceDetail experience={state.data} member={member} />;
  }
}
