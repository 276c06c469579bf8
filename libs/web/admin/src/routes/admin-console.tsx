import { NavLink, Navigate, Route, Routes } from 'react-router';
import styles from '../components/admin.module.css';
import { AdminAuditPage } from './admin-audit-page';
import { AdminContentPage } from './admin-content-page';
import { AdminFormatsPage } from './admin-formats-page';
import { AdminMembersPage } from './admin-members-page';
import { AdminReportsPage } from './admin-reports-page';
import { AdminRoundsPage } from './admin-rounds-page';

/** The operator's console under /admin: its navigation and pages. The app checks the admin role first. */
export function AdminConsole() {
  return (
    <div className={styles.console}>
      <header className={styles.header}>
        <h1 className={styles.title}>Operator console</h1>
        <nav className={styles.nav} aria-label="Console">
          <NavLink to="/admin/reports">Reports</NavLink>
          <NavLink to="/admin/content">Content</NavLink>
          <NavLink to="/admin/rounds">Rounds</NavLink>
          <NavLink to="/admin/formats">Formats</NavLink>
          <NavLink to="/admin/members">Members</NavLink>
          <NavLink to="/admin/audit">Audit log</NavLink>
        </nav>
      </header>
      <Routes>
        <Route index element={<Navigate to="reports" replace />} />
        <Route path="reports" element={<AdminReportsPage />} />
        <Route path="content" element={<AdminContentPage />} />
        <Route path="rounds" element={<AdminRoundsPage />} />
        <Route path="formats" element={<AdminFormatsPage />} />
        <Route path="members" element={<AdminMembersPage />} />
        <Route path="audit" element={<AdminAuditPage />} />
        <Route path="*" element={<Navigate to="reports" replace />} />
      </Routes>
    </div>
  );
}
