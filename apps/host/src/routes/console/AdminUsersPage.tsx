import { AdminUsersTable, GrantCredits } from '@mediakit/tool-admin-users';
import { ConsolePage } from './ConsolePage';

export default function AdminUsersPage() {
  return (
    <ConsolePage title="Users">
      <AdminUsersTable userActions={(user) => <GrantCredits user={user} />} />
    </ConsolePage>
  );
}
