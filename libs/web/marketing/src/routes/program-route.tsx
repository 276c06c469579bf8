import { Link, useParams } from 'react-router';
import type { Program } from '@ember/content';
import { buttonClassName } from '@ember/ui';
import { PageMissing, PageUnavailable } from '../components/page-states';
import { PageSkeleton } from '../components/page-skeleton';
import { useContent } from '../hooks/use-content';
import { usePageMeta } from '../hooks/use-page-meta';
import styles from './program-route.module.css';

function ProgramDetail({ program }: { program: Program }) {
  const { card } = program;
  usePageMeta(card.title, card.subtitle);
  const badges = [card.badges?.duration, card.badges?.length, card.badges?.groupSize].filter(Boolean);
  return (
    <>
      <section
        className={styles.hero}
        data-header-tone="dark"
        aria-labelledby="program-title"
        style={card.bgGradient ? { backgroundImage: card.bgGradient } : undefined}
      >
        <div className={styles.heroInner}>
          <Link to="/programs" className={styles.back}>
            <span aria-hidden="true">←</span> all programs
          </Link>
          <h1 id="program-title" className={styles.title}>
            {card.title}
          </h1>
          {card.subtitle && <p className={styles.subtitle}>{card.subtitle}</p>}
          {badges.length > 0 && (
            <ul className={styles.badges} aria-label="At a glance">
              {badges.map((badge) => (
                <li key={badge}>{badge}</li>
              ))}
            </ul>
          )}
          {card.priceText && <p className={styles.price}>{card.priceText}</p>}
          <Link
            to={`/start/${encodeURIComponent(program.programId)}`}
            className={buttonClassName({ variant: 'inverse', size: 'large' })}
          >
            apply
          </Link>
        </div>
      </section>
      {program.tracks && program.tracks.length > 0 && (
        <section className={styles.section} data-header-tone="light" aria-labelledby="program-tracks">
          <div className={styles.inner}>
            <h2 id="program-tracks" className={styles.sectionTitle}>
              tracks
            </h2>
            <p className={styles.intro}>Pick the style you want to learn; your group learns it together.</p>
            <ul className={styles.tracks}>
              {program.tracks.map((track) => (
                <li key={track.trackId}>{track.name}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

/** `/program/{id}` (spec 1 §2.9): a program's card from the CMS, its tracks, and the way to apply. */
export function ProgramRoute() {
  const { programId = '' } = useParams();
  const state = useContent(`program:${programId}`, (client) => client.program(programId));
  switch (state.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'unavailable':
      return <PageUnavailable retry={state.retry} />;
    case 'missing':
      return <PageMissing what="program" />;
    case 'ready':
      return <ProgramDetail program={state.data} />;
  }
}
