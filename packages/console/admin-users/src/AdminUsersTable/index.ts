export { AdminUsersTable, type AdminUsersTableProps } from './AdminUsersTable';
export { GrantCredits, grantCreditsMessages, type GrantCreditsProps } from './GrantCredits';
