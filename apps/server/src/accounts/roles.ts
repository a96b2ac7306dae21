/** The spec's roles, lowest to highest; `user` (the default when missing) sits with editor below admin. */
export const roles = ['viewer', 'editor', 'user', 'admin', 'owner'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && roles.includes(value as Role);

/** Admin and owner run the admin area. */
export const isAdminRole = (role: string) => role === 'admin' || role === 'owner';

/**
 * The admin users table shows three roles: Admin (admin, owner), Manager (editor) and User (user, viewer).
 * Setting a table role stores admin, editor or user.
 */
export function tableRole(role: string): 'Admin' | 'Manager' | 'User' {
  if (isAdminRole(role)) return 'Admin';
  return role === 'editor' ? 'Manager' : 'User';
}

export function roleFromTable(role: 'Admin' | 'Manager' | 'User'): Role {
  return role === 'Admin' ? 'admin' : role === 'Manager' ? 'editor' : 'user';
}

export const accountStatuses = ['Active', 'Inactive', 'Suspended'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
