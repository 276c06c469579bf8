export { type BrowseMemberSeed, aBrowseMember, isDiscoverable, seedBrowseMembers } from './browse-members.js';
export { startProfileTestApp } from './profile-test-app.js';
// The page statement and the rules around it, for the load benchmark's bare server to do exactly
// what the api does.
export { type BrowsePageSqlRow, browsePageSql } from '../infrastructure/browse-page.sql.js';
export { browseFiltersOf } from '../domain/browse-filters.js';
export { browseLocationKey } from '../domain/browse-location.js';
export { decodeCursor, encodeCursor, startPointOf } from '../domain/browse-order.js';
