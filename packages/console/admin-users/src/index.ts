import { withConsoleBoundary } from '@mediakit/tool-runtime/console';
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
export {
  initialUsersQuery,
  searchDebounceMs,
  toApiQuery,
  userPageSizes,
  userRoles,
  userStatuses,
  usersQueryReducer,
  type RoleFilter,
  type StatusFilter,
  type UserPageSize,
  type UsersQuery,
  type UsersQueryAction,
} from './usersQuery';
export { changedFields, createInput, validateUserForm, type UserFormErrors, type UserFormValues } from './userForm';
export { adminUsersMessages, type AdminUsersMessages } from './messages';
export { saveBlobAsFile } from './saveBlobAsFile';
