import type { AdminUser, AdminUserRole, AdminUserStatus } from '@mediakit/api-client/console';
import { Button } from '@mediakit/ui/Button';
import { Select } from '@mediakit/ui/Select';
import { TextField } from '@mediakit/ui/TextField';
import { consoleErrorMessage } from '@mediakit/console-kit';
import { ModalDialog } from '@mediakit/console-kit/confirm-dialog';
import { useState, type FormEvent } from 'react';
import { type AdminUsersMessages } from '../messages';
import type { SaveResult } from '../useAdminUsers';
import { emptyUserForm, userFormValues, validateUserForm, type UserFormErrors, type UserFormValues } from '../userForm';
import { userRoles, userStatuses } from '../usersQuery';
import * as styles from './AdminUsersTable.css';

export interface UserFormDialogProps {
  /** The user to edit; `null` adds one. */
  user: AdminUser | null;
  messages: AdminUsersMessages;
  onSave: (values: UserFormValues) => Promise<SaveResult>;
  onClose: () => void;
}

/** Add User and Edit: the server's rules checked first, its refusal (e.g. an e-mail already taken) shown in place. */
export function UserFormDialog({ user, messages, onSave, onClose }: UserFormDialogProps) {
  const [values, setValues] = useState<UserFormValues>(user ? userFormValues(user) : emptyUserForm);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  // The props a text field needs: its value, the change (which clears its error) and its error.
  const field = (name: 'name' | 'email' | 'password') => ({
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    errorMessage: errors[name],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateUserForm(values, messages);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await onSave(values);
    if (!result.ok && result.aborted) return;
    setSaving(false);
    if (result.ok) {
      // A focused field removed with the dialog fires its blur during React's commit (Chromium): blur it first.
      const active = document.activeElement;
      if (active instanceof HTMLElement && form.contains(active)) active.blur();
      onClose();
    } else setFailure(consoleErrorMessage(result.error, messages));
  };

  return (
    <ModalDialog
      isOpen
      title={user ? messages.editTitle : messages.addTitle}
      closeLabel={messages.close}
      onCancel={onClose}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={messages.nameLabel} isRequired autoComplete="off" {...field('name')} />
        <TextField label={messages.emailLabel} type="email" isRequired autoComplete="off" {...field('email')} />
        <Select
          label={messages.roleLabel}
          value={values.role}
          onChange={(value) => setValues((current) => ({ ...current, role: value as AdminUserRole }))}
          options={userRoles.map((role) => ({ id: role, label: role }))}
        />
        <Select
          label={messages.statusLabel}
          value={values.status}
          onChange={(value) => setValues((current) => ({ ...current, status: value as AdminUserStatus }))}
          options={userStatuses.map((status) => ({ id: status, label: status }))}
        />
        <TextField
          label={messages.passwordLabel}
          type="password"
          autoComplete="new-password"
          description={user ? messages.passwordHintEdit : messages.passwordHintCreate}
          {...field('password')}
        />
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        {/* Inside the form, so Enter in any field submits it. */}
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onClose}>
            {messages.cancel}
          </Button>
          {/* Not isPending: its announcement would outlive the dialog, pointing at a label that is gone. */}
          <Button type="submit" isDisabled={saving}>
            {saving ? messages.saving : messages.save}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
