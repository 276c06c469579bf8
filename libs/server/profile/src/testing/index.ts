export { type BrowseMemberSeed, aBrowseMember, isDiscoverable, seedBrowseMembers } from './browse-members.js';
export { startProfileTestApp } from './profile-test-app.js';
// The page statement, for the load benchmark's bare server to run exactly what the api runs.
export { type BrowsePageSqlRow, browsePageSql } from '../infrastructure/browse-page.sql.js';
