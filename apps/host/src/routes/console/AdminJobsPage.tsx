import { AdminJobs } from '@mediakit/tool-admin-jobs';
import { ConsolePage } from './ConsolePage';

export default function AdminJobsPage() {
  return (
    <ConsolePage title="Jobs">
      <AdminJobs />
    </ConsolePage>
  );
}
