import type { AdminUser, AdminUserInput, AdminUserRole, AdminUserStatus } from '@mediakit/api-client/console';
import type { AdminUsersMessages } from './messages';

export interface UserFormValues {
  name: string;
  email: string;
  role: AdminUserRole;
  status: AdminUserStatus;
  /** Blank: on Add User the server sends an invitation; on Edit the password stays as it is. */
  password: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const minPasswordLength = 8;
/** Something@something.something, no spaces: what the server accepts (its own check is the same). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emptyUserForm: UserFormValues = { name: '', email: '', role: 'User', status: 'Active', password: '' };

export function userFormValues(user: AdminUser): UserFormValues {
  return { name: user.name, email: user.email, role: user.role, status: user.status, password: '' };
}

/** The same rules and words as the server's (name required, a valid e-mail, a password of at least 8 characters). */
export function validateUserForm(values: UserFormValues, messages: AdminUsersMessages): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.name.trim()) errors.name = messages.nameRequired;
  if (!emailPattern.test(values.email.trim())) errors.email = messages.emailInvalid;
  if (values.password && values.password.length < minPasswordLength) errors.password = messages.passwordTooShort;
  return errors;
}

/** What Add User sends: every field, the password only when one was typed. */
export function createInput(values: UserFormValues): AdminUserInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    status: values.status,
    ...(values.password ? { password: values.password } : {}),
  };
}

/** What Edit sends: the changed fields only (the API's PATCH), so an unchanged form sends nothing. */
export function changedFields(user: AdminUser, values: UserFormValues): Partial<AdminUserInput> {
  const input = createInput(values);
  const changes: Partial<AdminUserInput> = {};
  if (input.name !== user.name) changes.name = input.name;
  if (input.email !== user.email) changes.email = input.email;
  if (input.role !== user.role) changes.role = input.role;
  if (input.status !== user.status) changes.status = input.status;
  if (input.password) changes.password = input.password;
  return changes;
}
