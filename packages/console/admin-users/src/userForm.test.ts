import type { AdminUser } from '@mediakit/api-client/console';
import { describe, expect, it } from 'vitest';
import { adminUsersMessages } from './messages';
import { changedFields, createInput, emptyUserForm, userFormValues, validateUserForm } from './userForm';

const user: AdminUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'User',
  status: 'Active',
  createdAt: '2025-01-01T00:00:00.000Z',
  usage: 10,
};

describe('validateUserForm', () => {
  it('requires a name, with the server’s message', () => {
    expect(validateUserForm({ ...emptyUserForm, name: '  ', email: 'a@b.co' }, adminUsersMessages)).toEqual({
      name: 'The name field is required.',
    });
  });

  it('requires a valid e-mail, with the server’s message', () => {
    for (const email of ['', 'ada', 'ada@', 'ada@example', 'a da@example.com']) {
      expect(validateUserForm({ ...emptyUserForm, name: 'Ada', email }, adminUsersMessages)).toEqual({
        email: 'The email must be a valid email address.',
      });
    }
    expect(validateUserForm({ ...emptyUserForm, name: 'Ada', email: ' ada@example.com ' }, adminUsersMessages)).toEqual(
      {},
    );
  });

  it('takes no password or one of at least 8 characters', () => {
    const base = { ...emptyUserForm, name: 'Ada', email: 'ada@example.com' };
    expect(validateUserForm({ ...base, password: '1234567' }, adminUsersMessages)).toEqual({
      password: 'The password must be at least 8 characters.',
    });
    expect(validateUserForm({ ...base, password: '12345678' }, adminUsersMessages)).toEqual({});
    expect(validateUserForm(base, adminUsersMessages)).toEqual({});
  });
});

describe('what the form sends', () => {
  it('Add User sends every field trimmed, the password only when typed', () => {
    expect(
      createInput({ name: ' Bo ', email: ' bo@x.io ', role: 'Manager', status: 'Inactive', password: '' }),
    ).toEqual({ name: 'Bo', email: 'bo@x.io', role: 'Manager', status: 'Inactive' });
    expect(createInput({ ...emptyUserForm, name: 'Bo', email: 'bo@x.io', password: 'long enough' })).toMatchObject({
      password: 'long enough',
    });
  });

  it('Edit sends the changed fields only', () => {
    expect(changedFields(user, userFormValues(user))).toEqual({});
    expect(changedFields(user, { ...userFormValues(user), role: 'Admin', name: 'Ada King ' })).toEqual({
      role: 'Admin',
      name: 'Ada King',
    });
  });
});
