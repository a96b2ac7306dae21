import { numberField, stringField } from '../json/fields';
import { idOf } from '../json/readPage';

export type AdminUserRole = 'Admin' | 'Manager' | 'User';
export type AdminUserStatus = 'Active' | 'Inactive' | 'Suspended';
export type AdminUserSortField = 'name' | 'email' | 'role' | 'status' | 'createdAt' | 'usage';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: AdminUserRole;
  status: AdminUserStatus;
  /** ISO 8601. */
  createdAt: string;
  /** Tokens used. */
  usage: number;
}

export interface AdminUserQuery {
  /** Case-insensitive over name, email, role and status. */
  search?: string;
  role?: AdminUserRole;
  status?: AdminUserStatus;
  /** Default createdAt descending. */
  sort?: AdminUserSortField;
  order?: 'asc' | 'desc';
  page?: number;
  /** 10 (default), 20 or 50. */
  pageSize?: 10 | 20 | 50;
}

export interface AdminUserInput {
  name: string;
  email: string;
  role: AdminUserRole;
  status: AdminUserStatus;
  /** Optional on create: without one the server sends an invitation. */
  password?: string;
}

export const adminUserSortParams: Record<AdminUserSortField, string> = {
  name: 'name',
  email: 'email',
  role: 'role',
  status: 'status',
  createdAt: 'created_at',
  usage: 'usage',
};

const roles: readonly AdminUserRole[] = ['Admin', 'Manager', 'User'];
const statuses: readonly AdminUserStatus[] = ['Active', 'Inactive', 'Suspended'];

function pick<T extends string>(known: readonly T[], value: string | undefined, fallback: T): T {
  return known.find((item) => item.toLowerCase() === value?.toLowerCase()) ?? fallback;
}

export function readAdminUser(value: unknown): AdminUser | undefined {
  const id = idOf(value);
  const email = stringField(value, 'email');
  if (!id || !email) return undefined;
  return {
    id,
    name: stringField(value, 'name') ?? '',
    email,
    role: pick(roles, stringField(value, 'role'), 'User'),
    status: pick(statuses, stringField(value, 'status'), 'Active'),
    createdAt: stringField(value, 'created_at', 'createdAt') ?? '',
    usage: numberField(value, 'usage') ?? 0,
  };
}
