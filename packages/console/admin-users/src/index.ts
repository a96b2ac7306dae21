import { withConsoleBoundary } from '@mediakit/console-kit';
import { AdminUsersTable as AdminUsersTableView } from './AdminUsersTable';
import { adminUsersMessages } from './messages';

/** The table inside its error boundary: a missing client or a crash shows a message in the screen's box. */
export const AdminUsersTable = /* @__PURE__ */ withConsoleBoundary(AdminUsersTableView, adminUsersMessages.title);
export type { AdminUsersTableProps } from './AdminUsersTable';
export { GrantCredits, grantCreditsMessages, type GrantCreditsProps } from './AdminUsersTable';
export {
  useAdminUsers,
  type AdminUsersController,
  type SaveResult,
  type UseAdminUsersOptions,
  type UsersOutcome,
} from './useAdminUsers';
export type { RoleFilter, StatusFilter, UserPageSize, UsersQuery, UsersQueryAction } from './usersQuery';
export type { UserFormErrors, UserFormValues } from './userForm';
export { adminUsersMessages, type AdminUsersMessages } from './messages';
