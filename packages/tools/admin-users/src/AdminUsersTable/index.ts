export { AdminUsersTable, type AdminUsersTableProps } from './AdminUsersTable';
