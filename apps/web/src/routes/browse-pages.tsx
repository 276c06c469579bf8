// The browse chunk: /home, 'find your crew', with the member's matching rounds after the program cards.
import { BrowsePage as Browse } from '@ember/browse';

export { AvailabilityPage, PeopleFiltersPage, PeoplePage, PublicProfilePage } from '@ember/browse';
import { RoundsHomePanel } from '@ember/rounds';

export function BrowsePage() {
  return <Browse rounds={<RoundsHomePanel />} />;
}
