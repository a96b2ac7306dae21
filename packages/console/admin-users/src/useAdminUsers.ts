import { isAbortError } from '@mediakit/api-client';
import type {
  AdminUser,
  AdminUserInput,
  AdminUserSortField,
  MediakitConsoleClient,
  Page,
} from '@mediakit/api-client/console';
import { useConsoleClient, useRemoteData, useUnmountSignal, type RemoteData } from '@mediakit/console-kit';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { saveBlobAsFile } from './saveBlobAsFile';
import {
  initialUsersQuery,
  searchDebounceMs,
  toApiQuery,
  usersQueryReducer,
  type RoleFilter,
  type StatusFilter,
  type UserPageSize,
  type UsersQuery,
} from './usersQuery';

export interface UseAdminUsersOptions {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** Where the table starts (default: no filters, createdAt descending, page 1 of 10). */
  initialQuery?: Partial<UsersQuery>;
  /** Saves the CSV export (default: the browser's download of a temporary link). */
  saveFile?: (blob: Blob, fileName: string) => void;
}

/** The last thing an action did, as data: the view words it. */
export type UsersOutcome =
  | { kind: 'added' | 'saved' | 'deleted'; user: AdminUser }
  | { kind: 'exported'; fileName: string }
  | { kind: 'export-failed'; error: unknown }
  | { kind: 'delete-failed'; user: AdminUser; error: unknown };

/** A save's answer: the user as the server keeps it, or why not. `aborted` when the screen went away meanwhile. */
export type SaveResult = { ok: true; user: AdminUser } | { ok: false; error: unknown; aborted: boolean };

export interface AdminUsersController {
  /** What the server was last asked for (search as applied after the debounce). */
  query: UsersQuery;
  /** The search box's text, ahead of `query.search` by up to 250 ms. */
  searchText: string;
  /** The page of users: loading (with the previous page kept), ready, or error. */
  users: RemoteData<Page<AdminUser>>;
  setSearchText(text: string): void;
  setRole(role: RoleFilter): void;
  setStatus(status: StatusFilter): void;
  setPageSize(pageSize: UserPageSize): void;
  /** Same column toggles asc/desc; a new column starts asc. */
  sortBy(column: AdminUserSortField): void;
  setPage(page: number): void;
  /** Back to no search, no filters, 10 a page, createdAt descending, page 1. */
  clear(): void;
  reload(): void;
  exporting: boolean;
  /** Downloads every user matching the search and filters, in the table's order, as users_{timestamp}.csv. */
  exportCsv(): Promise<void>;
  createUser(input: AdminUserInput): Promise<SaveResult>;
  updateUser(user: AdminUser, changes: Partial<AdminUserInput>): Promise<SaveResult>;
  deleteUser(user: AdminUser): Promise<SaveResult>;
  outcome: UsersOutcome | undefined;
}

/**
 * The admin users table as a state machine: one server page at a time (search, filters, sort and paging run on the
 * server, so 10k users cost what 10 do), the search debounced, every request aborted when it is superseded or the
 * screen unmounts, and no state change after that.
 */
export function useAdminUsers({ client, initialQuery, saveFile = saveBlobAsFile }: UseAdminUsersOptions = {}) {
  const api = useConsoleClient(client);
  const [query, dispatch] = useReducer(usersQueryReducer, { ...initialUsersQuery, ...initialQuery });
  const [searchText, setSearchText] = useState(query.search);
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<UsersOutcome>();

  useEffect(() => {
    if (searchText === query.search) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'search', search: searchText }), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [searchText, query.search]);

  const apiQuery = toApiQuery(query);
  const queryKey = JSON.stringify(apiQuery);
  const { state: users, reload } = useRemoteData(
    (signal) => api.admin.users.list(apiQuery, { signal }),
    [api, queryKey],
  );

  // Actions outlive no screen: each runs on a signal that unmounting aborts, and reports nothing after that.
  const begin = useUnmountSignal();
  const run = useCallback(
    async <T>(work: (signal: AbortSignal) => Promise<T>) => {
      const { signal, done } = begin();
      try {
        return { ok: true as const, value: await work(signal), signal };
      } catch (error) {
        return { ok: false as const, error, aborted: signal.aborted || isAbortError(error) };
      } finally {
        done();
      }
    },
    [begin],
  );

  const save = useCallback(
    async (kind: 'added' | 'saved', work: (signal: AbortSignal) => Promise<AdminUser>): Promise<SaveResult> => {
      const result = await run(work);
      if (!result.ok) return { ok: false, error: result.error, aborted: result.aborted };
      if (result.signal.aborted) return { ok: false, error: undefined, aborted: true };
      setOutcome({ kind, user: result.value });
      reload();
      return { ok: true, user: result.value };
    },
    [run, reload],
  );

  const exportCsv = async () => {
    setExporting(true);
    const { page: _page, pageSize: _size, ...filters } = apiQuery;
    const result = await run((signal) => api.admin.users.exportCsv(filters, { signal }));
    if (!result.ok && result.aborted) return;
    setExporting(false);
    if (!result.ok) {
      setOutcome({ kind: 'export-failed', error: result.error });
      return;
    }
    saveFile(result.value.blob, result.value.fileName);
    setOutcome({ kind: 'exported', fileName: result.value.fileName });
  };

  const deleteUser = async (user: AdminUser): Promise<SaveResult> => {
    const result = await run((signal) => api.admin.users.delete(user.id, { signal }));
    if (!result.ok) {
      if (!result.aborted) setOutcome({ kind: 'delete-failed', user, error: result.error });
      return { ok: false, error: result.error, aborted: result.aborted };
    }
    setOutcome({ kind: 'deleted', user });
    // The last row of a later page: that page is gone, show the one before it.
    if (query.page > 1 && users.data?.items.length === 1) dispatch({ type: 'page', page: query.page - 1 });
    else reload();
    return { ok: true, user };
  };

  const controller: AdminUsersController = {
    query,
    searchText,
    users,
    setSearchText,
    setRole: (role) => dispatch({ type: 'role', role }),
    setStatus: (status) => dispatch({ type: 'status', status }),
    setPageSize: (pageSize) => dispatch({ type: 'pageSize', pageSize }),
    sortBy: (column) => dispatch({ type: 'sort', column }),
    setPage: (page) => dispatch({ type: 'page', page }),
    clear: () => {
      setSearchText('');
      dispatch({ type: 'clear' });
    },
    reload,
    exporting,
    exportCsv,
    createUser: (input) => save('added', (signal) => api.admin.users.create(input, { signal })),
    updateUser: (user, changes) => save('saved', (signal) => api.admin.users.update(user.id, changes, { signal })),
    deleteUser,
    outcome,
  };
  return controller;
}
