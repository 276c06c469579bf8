import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type MyProfile, useGetMyProfileQuery, useListProgramsQuery } from '@ember/api-client';
import { Alert, Button, LoadingState, buttonClassName, usePageTitle } from '@ember/ui';
import { FilterBar } from '../components/filter-bar';
import { HowDiscoveryWorksDialog } from '../components/how-discovery-works-dialog';
import { PeopleList, placeholderText, revealedEmptyText } from '../components/people-list';
import { ProgramCountdownCard } from '../components/program-countdown-card';
import styles from '../components/browse.module.css';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { useNow } from '../hooks/use-now';
import { browseArgOf } from '../model/filters';
import { isOnOrAfterThursday } from '../model/thursday-threshold';

export { placeholderText };

/**
 * /home, 'find your crew' (spec 1 §2.5, §4): the enrolled programs counting down to their reveal,
 * how discovery works, and, from the weekly Thursday threshold on, the people of the member's
 * city through the filters (kept in the address; ages default to the own bucket and its
 * neighbours), a page at a time as the member scrolls.
 */
export function BrowsePage({ rounds }: { rounds?: ReactNode } = {}) {
  usePageTitle('Discover');
  const profile = useGetMyProfileQuery();
  if (profile.isLoading) return <LoadingState label="Loading…" />;
  if (!profile.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>find your crew</h1>
        <Alert>We couldn&apos;t load your profile. Check your connection and try again.</Alert>
        <Button variant="secondary" onClick={() => profile.refetch()}>
          try again
        </Button>
      </div>
    );
  }
  return <Browse me={profile.data} rounds={rounds} />;
}

/** `rounds`: the member's matching rounds (the app composes them in), after the program cards. */
function Browse({ me, rounds }: { me: MyProfile; rounds?: ReactNode }) {
  const [howOpen, setHowOpen] = useState(false);
  const [filters, setFilters] = useBrowseFilters(me.age);
  const now = useNow(60_000);
  const programIds = [...new Set(me.enrollments.map((enrollment) => enrollment.programId))];
  const programs = useListProgramsQuery();
  // A program card saying 'available now' and a list saying people appear 'soon' cannot both be
  // true: once an enrolled program's profiles are revealed, people show whatever the weekday.
  const programRevealed = (programs.data ?? []).some(
    (program) =>
      programIds.includes(program.id) &&
      program.enrollmentDeadline !== null &&
      Date.parse(program.enrollmentDeadline) <= now.getTime(),
  );
  // Spec 1 §4: otherwise profiles are fetched only on or after the weekly Thursday threshold.
  const revealed = programRevealed || isOnOrAfterThursday(now);
  const filtered =
    filters.ages.length + filters.sexes.length + filters.neighborhoods.length + filters.interests.length > 0 ||
    filters.dailyVideo;

  return (
    <section className={styles.page} aria-labelledby="browse-title">
      <header className={styles.header}>
        <h1 id="browse-title" className={styles.title}>
          find your crew
        </h1>
        <Button variant="ghost" size="small" onClick={() => setHowOpen(true)}>
          how discovery works
        </Button>
      </header>

      {programIds.length > 0 ? (
        <div className={styles.programs}>
          {programIds.map((id) => (
            <ProgramCountdownCard key={id} programId={id} />
          ))}
        </div>
      ) : (
        <div className={styles.noProgram}>
          <p>You are not in a program yet. Join one to meet a group.</p>
          <Link to="/start" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
            find a program
          </Link>
        </div>
      )}

      {rounds}

      <FilterBar filters={filters} onChange={setFilters} />

      {revealed ? (
        <PeopleList
          query={browseArgOf(me.location, filters)}
          filtered={filtered}
          emptyTitle={programRevealed ? revealedEmptyText : placeholderText}
        />
      ) : (
        <div className={styles.placeholder}>
          <p className={styles.placeholderTitle}>{placeholderText}</p>
          <p className={styles.muted}>New profiles open every Thursday.</p>
        </div>
      )}

      <HowDiscoveryWorksDialog open={howOpen} onClose={() => setHowOpen(false)} />
    </section>
  );
}
