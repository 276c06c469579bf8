import { Navigate, Route, Routes } from 'react-router';
import { HostLayout } from '../layouts/host-layout';
import { HostBillingPage, HostPaymentsPage } from '@ember/web-payments';
import { ComingSoonPage as Soon } from '../pages/coming-soon-page';

const toDashboard = { label: 'Go to the dashboard', to: '/host/dashboard' };

/** The host console under /host (spec 3 §2.11): /host itself goes to the dashboard. */
export function HostRoutes() {
  return (
    <Routes>
      <Route element={<HostLayout />}>
        <Route index element={<Navigate to="/host/dashboard" replace />} />
        <Route
          path="dashboard"
          element={<Soon title="Host dashboard" back={{ label: 'New format', to: '/create-event' }} />}
        />
        <Route path="formats" element={<Soon title="Formats" back={toDashboard} />} />
        <Route path="analytics" element={<Soon title="Analytics" back={toDashboard} />} />
        <Route path="settings" element={<Soon title="Settings" back={toDashboard} />} />
        <Route path="profile" element={<Soon title="Host profile" back={toDashboard} />} />
        <Route path="billing" element={<HostBillingPage />} />
        <Route path="help" element={<Soon title="Help" back={toDashboard} />} />
        <Route path="payments" element={<HostPaymentsPage />} />
        <Route path="format/:id/details" element={<Soon title="Format details" back={toDashboard} />} />
        <Route path="format/:id/edit" element={<Soon title="Edit format" back={toDashboard} />} />
        <Route path="*" element={<Soon title="Host console" back={toDashboard} />} />
      </Route>
    </Routes>
  );
}
