/**
 * Browse, 'find your crew' at /home (spec 1 §2.5, §4, §9): program countdown cards, how discovery
 * works, the filters kept in the address, the Thursday threshold for fetching profiles, and the
 * people of the member's city a page at a time.
 */
export { BrowsePage, placeholderText } from './routes/browse-page';
export { ProgramCountdownCard } from './components/program-countdown-card';
export { HowDiscoveryWorksDialog } from './components/how-discovery-works-dialog';
export { countdownText, countdownTexts, countdownTickMs, remainingUntil } from './model/countdown';
export { isOnOrAfterThursday, weekdayIn } from './model/thursday-threshold';
export { type BrowseFilters, addressWith, browseArgOf, filtersFromAddress } from './model/filters';
export { PublicProfilePage, type PublicProfilePageProps } from './routes/public-profile-page';
export { nextProfileId, placeText, relationshipText } from './model/public-profile';
export { PeopleFiltersPage, peoplePath } from './routes/people-filters-page';
export { PeoplePage } from './routes/people-page';
export { AvailabilityPage } from './routes/availability-page';
