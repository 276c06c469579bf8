import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type MyProfile, useGetMyProfileQuery, useListOtherProfilesQuery } from '@ember/api-client';
import { Alert, Button, LoadingState, buttonClassName, usePageTitle } from '@ember/ui';
import { FilterModal } from '../components/filter-modal';
import { HowDiscoveryWorksDialog } from '../components/how-discovery-works-dialog';
import { ProfileCard } from '../components/profile-card';
import { ProgramCountdownCard } from '../components/program-countdown-card';
import styles from '../components/browse.module.css';
import { useNow } from '../hooks/use-now';
import {
  type BrowseFilters,
  type SexFilter,
  ageFilterOptions,
  defaultAgeFilter,
  matchesFilters,
} from '../model/filters';
import { isOnOrAfterThursday } from '../model/thursday-threshold';

export const placeholderText = 'events and people will appear here soon';

/**
 * /home, 'find your crew' (spec 1 §2.5, §4): the enrolled programs counting down to their reveal,
 * how discovery works, and, from the weekly Thursday threshold on, the people of the member's
 * city through the age (own bucket and its neighbours by default), sex and interest filters.
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

type Open = 'how' | 'age' | 'sex' | 'interest' | null;

/** `rounds`: the member's matching rounds (the app composes them in), after the program cards. */
function Browse({ me, rounds }: { me: MyProfile; rounds?: ReactNode }) {
  const [open, setOpen] = useState<Open>(null);
  const [filters, setFilters] = useState<BrowseFilters>(() => ({
    ages: defaultAgeFilter(me.age),
    sexes: [],
    interests: [],
  }));
  const now = useNow(60_000);
  const revealed = isOnOrAfterThursday(now);
  // Spec 1 §4: profiles are fetched only on or after the weekly Thursday threshold.
  const people = useListOtherProfilesQuery({ location: me.location }, { skip: !revealed });
  const all = people.data ?? [];
  const shown = all.filter((person) => matchesFilters(person, filters));
  const interestNames = [
    ...new Set([...me.interests, ...all.flatMap((person) => person.interests)].map((interest) => interest.name)),
  ].sort((a, b) => a.localeCompare(b));
  const programIds = [...new Set(me.enrollments.map((enrollment) => enrollment.programId))];

  const summary = (count: number, all: string) => (count === 0 ? all : `${count} selected`);

  return (
    <section className={styles.page} aria-labelledby="browse-title">
      <header className={styles.header}>
        <h1 id="browse-title" className={styles.title}>
          find your crew
        </h1>
        <Button variant="ghost" size="small" onClick={() => setOpen('how')}>
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

      <div className={styles.filters} role="toolbar" aria-label="filters">
        <button type="button" className={styles.filterButton} onClick={() => setOpen('age')}>
          age: {summary(filters.ages.length, 'all')}
        </button>
        <button type="button" className={styles.filterButton} onClick={() => setOpen('sex')}>
          sex: {summary(filters.sexes.length, 'all')}
        </button>
        <button type="button" className={styles.filterButton} onClick={() => setOpen('interest')}>
          interests: {summary(filters.interests.length, 'all')}
        </button>
      </div>

      {!revealed ? (
        <div className={styles.placeholder}>
          <p className={styles.placeholderTitle}>{placeholderText}</p>
          <p className={styles.muted}>New profiles open every Thursday.</p>
        </div>
      ) : people.isLoading ? (
        <LoadingState label="Loading people…" />
      ) : people.error ? (
        <Alert>We couldn&apos;t load people just now. Please try again later.</Alert>
      ) : shown.length === 0 ? (
        <div className={styles.placeholder}>
          <p className={styles.placeholderTitle}>{placeholderText}</p>
          {all.length > 0 && <p className={styles.muted}>Nobody matches these filters yet. Try widening them.</p>}
        </div>
      ) : (
        <ul className={styles.people}>
          {shown.map((person) => (
            <li key={person.id}>
              <ProfileCard profile={person} />
            </li>
          ))}
        </ul>
      )}

      <HowDiscoveryWorksDialog open={open === 'how'} onClose={() => setOpen(null)} />
      <FilterModal
        open={open === 'age'}
        title="age"
        options={ageFilterOptions}
        selected={filters.ages}
        onClose={() => setOpen(null)}
        onApply={(ages) => {
          setFilters({ ...filters, ages });
          setOpen(null);
        }}
      />
      <FilterModal
        open={open === 'sex'}
        title="sex"
        options={[
          { id: 'male', label: 'male' },
          { id: 'female', label: 'female' },
        ]}
        selected={filters.sexes}
        onClose={() => setOpen(null)}
        onApply={(sexes) => {
          setFilters({ ...filters, sexes: sexes as SexFilter[] });
          setOpen(null);
        }}
      />
      <FilterModal
        open={open === 'interest'}
        title="interests"
        options={interestNames.map((name) => ({ id: name, label: name }))}
        selected={filters.interests}
        onClose={() => setOpen(null)}
        onApply={(interests) => {
          setFilters({ ...filters, interests });
          setOpen(null);
        }}
      />
    </section>
  );
}
