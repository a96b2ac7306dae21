import type { AdminUser, AdminUserSortField, MediakitConsoleClient } from '@mediakit/api-client/console';
import { Button } from '@mediakit/ui/Button';
import { Pagination } from '@mediakit/ui/Pagination';
import { Select } from '@mediakit/ui/Select';
import { Table, type TableColumn } from '@mediakit/ui/Table';
import { TextField } from '@mediakit/ui/TextField';
import { ConfirmedActionDialog } from '@mediakit/console-kit/confirm-dialog';
import { consoleErrorMessage, formatMessage, useConsoleFormat } from '@mediakit/console-kit';
import { consoleStyles } from '@mediakit/console-kit/views';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { adminUsersMessages, type AdminUsersMessages } from '../messages';
import { useAdminUsers, type UseAdminUsersOptions, type UsersOutcome } from '../useAdminUsers';
import { changedFields, createInput } from '../userForm';
import {
  isUserPageSize,
  userPageSizes,
  userRoles,
  userStatuses,
  type RoleFilter,
  type StatusFilter,
} from '../usersQuery';
import { UserDetailsDrawer } from './UserDetailsDrawer';
import { UserFormDialog } from './UserFormDialog';
import * as styles from './AdminUsersTable.css';

export interface AdminUsersTableProps extends Omit<UseAdminUsersOptions, 'client'> {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** Any of the screen's words. */
  messages?: Partial<AdminUsersMessages>;
  /** Locale of dates and numbers (default: the nearest react-aria `I18nProvider`'s, else the browser's). */
  locale?: string;
  className?: string;
  /** More for one user in the details drawer (e.g. `<GrantCredits user={user} />`), from the host. */
  userActions?: (user: AdminUser) => ReactNode;
}

type Overlay =
  | { kind: 'view'; user: AdminUser }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'add' }
  | { kind: 'delete'; user: AdminUser };

/** What each row's buttons open, in their order; the button says the message of the same name. */
const rowActions = ['view', 'edit', 'delete'] as const;

function outcomeText(outcome: UsersOutcome | undefined, messages: AdminUsersMessages) {
  if (!outcome) return undefined;
  switch (outcome.kind) {
    case 'added':
      return { text: formatMessage(messages.added, { name: outcome.user.name }), failed: false };
    case 'saved':
      return { text: formatMessage(messages.saved, { name: outcome.user.name }), failed: false };
    case 'deleted':
      return { text: formatMessage(messages.deleted, { name: outcome.user.name }), failed: false };
    case 'exported':
      return { text: formatMessage(messages.exported, { fileName: outcome.fileName }), failed: false };
    case 'export-failed':
      return { text: `${messages.exportFailed} ${consoleErrorMessage(outcome.error, messages)}`, failed: true };
    case 'delete-failed':
      return { text: formatMessage(messages.deleteFailed, { name: outcome.user.name }), failed: true };
  }
}

/**
 * The admin users table: search (debounced 250 ms), role and status filters, sortable columns, pages of 10, 20 or 50
 * from the server, Clear, Export CSV, and per row View, Edit and Delete; Add User above.
 */
export function AdminUsersTable({
  client,
  messages: overrides,
  locale,
  className,
  userActions,
  ...options
}: AdminUsersTableProps) {
  const format = useConsoleFormat(locale);
  const messages = useMemo(() => ({ ...adminUsersMessages, ...overrides }), [overrides]);
  const table = useAdminUsers({ client, ...options });
  const { query, users } = table;
  const [overlay, setOverlay] = useState<Overlay>();
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const open = (next: Overlay) => {
    // Opened without a trigger (row buttons come and go): focus goes back to the opener, else to the heading.
    if (!overlay) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOverlay(next);
  };
  const close = () => {
    returnFocus.current = true;
    setOverlay(undefined);
  };
  const returnFocus = useRef(false);
  useEffect(() => {
    if (overlay || !returnFocus.current) return undefined;
    returnFocus.current = false;
    // The overlay restores focus itself when what opened it is still there; a deleted row's button is not, nor is
    // the drawer's Edit after the drawer gave way to the form. Then focus goes to the opener, else the heading.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const target = opener.current;
      (target?.isConnected ? target : heading.current)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [overlay]);

  const columns: TableColumn<AdminUser>[] = [
    { id: 'name', name: messages.columnName, isRowHeader: true, allowsSorting: true },
    { id: 'email', name: messages.columnEmail, allowsSorting: true },
    { id: 'role', name: messages.columnRole, allowsSorting: true },
    { id: 'status', name: messages.columnStatus, allowsSorting: true },
    {
      id: 'createdAt',
      name: messages.columnCreatedAt,
      allowsSorting: true,
      render: (user) => format.time(user.createdAt, { dateStyle: 'medium' }),
    },
    {
      id: 'usage',
      name: messages.columnUsage,
      align: 'end',
      allowsSorting: true,
      render: (user) => format.count(user.usage),
    },
    {
      id: 'actions',
      name: messages.actions,
      align: 'end',
      render: (user) => (
        <span className={styles.rowActions}>
          {rowActions.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant="quiet"
              aria-label={`${messages[kind]} ${user.name}`}
              onPress={() => open({ kind, user })}
            >
              {messages[kind]}
            </Button>
          ))}
        </span>
      ),
    },
  ];

  const page = users.data;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
  const notice = outcomeText(table.outcome, messages);
  const filtersChanged =
    table.searchText !== '' ||
    query.role !== 'All' ||
    query.status !== 'All' ||
    query.pageSize !== 10 ||
    query.sort !== 'createdAt' ||
    query.order !== 'desc';

  return (
    <section className={[styles.screen, className].filter(Boolean).join(' ')} aria-labelledby="admin-users-title">
      <div className={styles.header}>
        <h2 id="admin-users-title" ref={heading} tabIndex={-1} className={styles.title}>
          {messages.title}
        </h2>
        <div className={styles.headerActions}>
          <Button
            variant="secondary"
            onPress={() => void table.exportCsv()}
            isPending={table.exporting}
            pendingLabel={messages.exporting}
          >
            {messages.exportCsv}
          </Button>
          <Button onPress={() => open({ kind: 'add' })}>{messages.addUser}</Button>
        </div>
      </div>

      <div className={styles.toolbar} role="search">
        <TextField
          type="search"
          label={messages.searchLabel}
          placeholder={messages.searchPlaceholder}
          clearLabel={messages.clearSearch}
          value={table.searchText}
          onChange={table.setSearchText}
          className={styles.search}
        />
        <Select
          label={messages.roleLabel}
          value={query.role}
          onChange={(value) => table.setRole((value ?? 'All') as RoleFilter)}
          options={[{ id: 'All', label: messages.all }, ...userRoles.map((role) => ({ id: role, label: role }))]}
        />
        <Select
          label={messages.statusLabel}
          value={query.status}
          onChange={(value) => table.setStatus((value ?? 'All') as StatusFilter)}
          options={[
            { id: 'All', label: messages.all },
            ...userStatuses.map((status) => ({ id: status, label: status })),
          ]}
        />
        <Button variant="quiet" onPress={table.clear} isDisabled={!filtersChanged} className={styles.clear}>
          {messages.clear}
        </Button>
      </div>

      <p role="status" className={notice?.failed ? styles.noticeFailed : styles.notice}>
        {notice?.text}
      </p>

      {users.status === 'error' && (
        <div role="alert" className={`${consoleStyles.framedRow} ${styles.error}`}>
          <span>{consoleErrorMessage(users.error, messages)}</span>
          <Button variant="secondary" size="sm" onPress={table.reload}>
            {messages.retry}
          </Button>
        </div>
      )}

      <div aria-busy={users.status === 'loading'} className={styles.tableArea}>
        {!page ? (
          users.status === 'loading' && <p className={styles.loading}>{messages.loading}</p>
        ) : (
          <Table
            variant="framed"
            aria-label={messages.tableLabel}
            scrollLabel={messages.tableScroll}
            columns={columns}
            rows={rows}
            sortDescriptor={{ column: query.sort, direction: query.order === 'asc' ? 'ascending' : 'descending' }}
            onSortChange={({ column }) => table.sortBy(column as AdminUserSortField)}
            emptyState={messages.noUsers}
          />
        )}
      </div>

      <div className={styles.footer}>
        <Pagination
          aria-label={messages.pagination}
          page={query.page}
          totalItems={total}
          pageSize={query.pageSize}
          pageSizes={userPageSizes}
          onPageChange={table.setPage}
          onPageSizeChange={(size) => isUserPageSize(size) && table.setPageSize(size)}
        />
      </div>

      {overlay?.kind === 'view' && (
        <UserDetailsDrawer
          user={overlay.user}
          messages={messages}
          format={format}
          onEdit={(user) => setOverlay({ kind: 'edit', user })}
          onDelete={(user) => setOverlay({ kind: 'delete', user })}
          extra={userActions?.(overlay.user)}
          onClose={close}
        />
      )}
      {(overlay?.kind === 'add' || overlay?.kind === 'edit') && (
        <UserFormDialog
          user={overlay.kind === 'edit' ? overlay.user : null}
          messages={messages}
          onClose={close}
          onSave={async (values) => {
            if (overlay.kind === 'add') return table.createUser(createInput(values));
            const changes = changedFields(overlay.user, values);
            if (Object.keys(changes).length === 0) return { ok: true, user: overlay.user };
            return table.updateUser(overlay.user, changes);
          }}
        />
      )}
      {overlay?.kind === 'delete' && (
        <ConfirmedActionDialog
          title={formatMessage(messages.deleteTitle, { name: overlay.user.name || overlay.user.email })}
          description={`${overlay.user.email}. ${messages.deleteConsequence}`}
          confirmLabel={messages.delete}
          busyLabel={messages.deleting}
          cancelLabel={messages.cancel}
          action={() => table.deleteUser(overlay.user)}
          failureText={(error) => consoleErrorMessage(error, messages)}
          onClose={close}
        />
      )}
    </section>
  );
}
