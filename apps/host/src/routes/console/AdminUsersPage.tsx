import { AdminUsersTable } from '@mediakit/tool-admin-users';
import { ConsolePage } from './ConsolePage';

export default function AdminUsersPage() {
  return (
    <ConsolePage title="Users">
      <AdminUsersTable />
    </ConsolePage>
  );
}
