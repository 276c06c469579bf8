import { type BrowseProfilesArg, useBrowseProfilesInfiniteQuery } from '@ember/api-client';
import { Alert, Button, LoadingState } from '@ember/ui';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import styles from './browse.module.css';
import { ProfileCard } from './profile-card';

export const placeholderText = 'events and people will appear here soon';
/** The empty list once a program's profiles are revealed ('available now' above it). */
export const revealedEmptyText = 'nobody to show in your city yet: new members appear here as they join';

/**
 * The people of a place through the filters, a page at a time: the next page loads as the member
 * nears the end of the list (or presses 'show more'), with a visible loading line meanwhile.
 */
export function PeopleList({
  query,
  filtered,
  emptyTitle = placeholderText,
}: {
  query: BrowseProfilesArg;
  filtered: boolean;
  /** What an empty list says; it must agree with the program cards above it. */
  emptyTitle?: string;
}) {
  // A long list refetched on every return to the tab would load every page again.
  const people = useBrowseProfilesInfiniteQuery(query, { refetchOnFocus: false });
  const pages = people.data?.pages ?? [];
  const cards = pages.flatMap((page) => page.profiles);
  const more = people.hasNextPage && !people.isFetchingNextPage && !people.isError;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void people.fetchNextPage(), more, pages.length);

  if (people.isLoading) return <LoadingState label="Loading people…" />;
  if (people.isError && cards.length === 0) {
    return (
      <div className={styles.placeholder}>
        <Alert>We couldn&apos;t load people just now. Please try again later.</Alert>
        <Button variant="secondary" size="small" onClick={() => void people.refetch()}>
          try again
        </Button>
      </div>
    );
  }
  if (cards.length === 0) {
    return (
      <div className={styles.placeholder}>
        <p className={styles.placeholderTitle}>{emptyTitle}</p>
        {filtered && <p className={styles.muted}>Nobody matches these filters yet. Try widening them.</p>}
      </div>
    );
  }
  return (
    <div className={styles.list}>
      <ul className={styles.people} aria-label="people" aria-busy={people.isFetchingNextPage}>
        {cards.map((person) => (
          <li key={person.id}>
            <ProfileCard profile={person} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        {people.isFetchingNextPage ? (
          <LoadingState label="Loading more people…" />
        ) : people.isError ? (
          <>
            <Alert>We couldn&apos;t load more people just now.</Alert>
            <Button variant="secondary" size="small" onClick={() => void people.fetchNextPage()}>
              try again
            </Button>
          </>
        ) : people.hasNextPage ? (
          <Button variant="secondary" size="small" onClick={() => void people.fetchNextPage()}>
            show more
          </Button>
        ) : (
          <p className={styles.muted}>That&apos;s everyone for now.</p>
        )}
      </div>
    </div>
  );
}
