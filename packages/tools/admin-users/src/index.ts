export * from './AdminUsersTable';
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
export { adminUsersMessages, failureText, type AdminUsersMessages } from './messages';
export { saveBlobAsFile } from './saveBlobAsFile';
