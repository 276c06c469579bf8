import { Navigate, Route, Routes } from 'react-router';
import { supportEmail } from '@ember/ui';
import {
  EditFormatPage,
  FormatDetailsPage,
  HostAnalyticsPage,
  HostDashboardPage,
  HostFormatsPage,
  HostHelpPage,
  HostProfilePage,
  HostSettingsPage,
} from '@ember/web-hosting';
import { HostBillingPage, HostPaymentsPage } from '@ember/web-payments';
import { HostLayout } from '../layouts/host-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { useSignOut } from '../session/sign-out';

function SettingsRoute() {
  const { signOut, signingOut } = useSignOut();
  return <HostSettingsPage onSignOut={signOut} signingOut={signingOut} />;
}

/**
 * The host console under /host (spec 3 §2.11): /host itself goes to the dashboard. Editing a
 * format is the wizard, which brings its own full-page layout.
 */
export function HostRoutes() {
  return (
    <Routes>
      <Route path="format/:id/edit" element={<EditFormatPage />} />
      <Route element={<HostLayout />}>
        <Route index element={<Navigate to="/host/dashboard" replace />} />
        <Route path="dashboard" element={<HostDashboardPage />} />
        <Route path="formats" element={<HostFormatsPage />} />
        <Route path="analytics" element={<HostAnalyticsPage />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route path="profile" element={<HostProfilePage />} />
        <Route path="billing" element={<HostBillingPage />} />
        <Route path="help" element={<HostHelpPage supportEmail={supportEmail} />} />
        <Route path="payments" element={<HostPaymentsPage />} />
        <Route path="format/:id/details" element={<FormatDetailsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
