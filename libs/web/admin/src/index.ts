/**
 * The operator's console (`/admin`): the reports queue, members with their roles and
 * suspensions, and the audit log.
 * The app mounts `AdminConsole` at `/admin/*` behind its admin guard.
 */
export { AdminConsole } from './routes/admin-console';
export { AdminMembersPage } from './routes/admin-members-page';
export { AdminAuditPage } from './routes/admin-audit-page';
export { AdminReportsPage } from './routes/admin-reports-page';
