import { Link } from 'react-router';
import { useGetMyProfileQuery, useGetPeopleFiltersQuery } from '@ember/api-client';
import { LoadingState, buttonClassName, usePageTitle } from '@ember/ui';
import { PeopleList } from '../components/people-list';
import { peopleQueryOf } from '../model/people-filters';
import styles from '../components/browse.module.css';

/**
 * /emberite/people (spec 3 §2.2), behind the people flag: the people of the member's city through
 * their saved people filters, each opening their profile; the filters are one tap away.
 */
export function PeoplePage() {
  usePageTitle('People');
  const me = useGetMyProfileQuery();
  const filters = useGetPeopleFiltersQuery();
  return (
    <section className={styles.page} aria-labelledby="people-title">
      <header className={styles.header}>
        <h1 id="people-title" className={styles.title}>
          People
        </h1>
        <Link className={buttonClassName({ variant: 'secondary', size: 'small' })} to="/emberite/peopleFilterSettings">
          filters
        </Link>
      </header>
      {me.data && filters.data ? (
        <PeopleList query={peopleQueryOf(me.data.location, filters.data)} filtered />
      ) : (
        <LoadingState label="Loading people…" />
      )}
    </section>
  );
}
