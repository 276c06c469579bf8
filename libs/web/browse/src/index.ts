/**
 * Browse, 'find your crew' at /home (spec 1 §2.5, §4, §9): program countdown cards, how discovery
 * works, the age, sex and interest filters, and the Thursday threshold for fetching profiles.
 */
export { BrowsePage, placeholderText } from './routes/browse-page';
export { ProgramCountdownCard } from './components/program-countdown-card';
export { HowDiscoveryWorksDialog } from './components/how-discovery-works-dialog';
export { countdownText, countdownTexts, countdownTickMs, remainingUntil } from './model/countdown';
export { isOnOrAfterThursday, weekdayIn } from './model/thursday-threshold';
export { ageFilterOptions, defaultAgeFilter, matchesFilters, type BrowseFilters } from './model/filters';
