import { AdminDashboard } from '@mediakit/tool-admin-jobs';
import { ConsolePage } from './console/ConsolePage';

/** The administrators' landing page (/admin and /admin/dashboard): the server's system-wide figures. */
export function AdminDashboardPage() {
  return (
    <ConsolePage title="Admin dashboard">
      <AdminDashboard />
    </ConsolePage>
  );
}

export default AdminDashboardPage;
