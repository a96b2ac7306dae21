import { usersCsvColumns } from '@mediakit/api-client/console';
import { fakeAdminClient as adminClient, renderListHookOnFakeTimers } from '@mediakit/test-support';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminUsers } from './useAdminUsers';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useAdminUsers', () => {
  it('loads the first page, createdAt descending, 10 a page', async () => {
    const client = adminClient();
    const list = vi.spyOn(client.admin.users, 'list');
    const { result } = renderHook(() => useAdminUsers({ client }));
    await waitFor(() => expect(result.current.users.status).toBe('ready'));
    expect(list).toHaveBeenLastCalledWith(
      { sort: 'createdAt', order: 'desc', page: 1, pageSize: 10 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    const dates = result.current.users.data!.items.map((user) => Date.parse(user.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('applies the search 250 ms after the last keystroke, back on page 1', async () => {
    const client = adminClient();
    const list = vi.spyOn(client.admin.users, 'list');
    const { result } = await renderListHookOnFakeTimers(
      () => useAdminUsers({ client, initialQuery: { page: 2 } }),
      list,
    );

    act(() => result.current.setSearchText('ad'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => result.current.setSearchText('adm'));
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(list).not.toHaveBeenCalled();
    expect(result.current.query.search).toBe('');
    expect(result.current.searchText).toBe('adm');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.query).toMatchObject({ search: 'adm', page: 1 });
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]![0]).toMatchObject({ search: 'adm', page: 1 });
  });

  it('sends filters, sort and page size to the server, and Clear resets them all at once', async () => {
    const client = adminClient();
    const list = vi.spyOn(client.admin.users, 'list');
    const { result } = renderHook(() => useAdminUsers({ client }));
    await waitFor(() => expect(result.current.users.status).toBe('ready'));
    act(() => result.current.setRole('Manager'));
    act(() => result.current.setStatus('Active'));
    act(() => result.current.sortBy('name'));
    act(() => result.current.setPageSize(20));
    await waitFor(() => expect(result.current.users.status).toBe('ready'));
    expect(list).toHaveBeenLastCalledWith(
      { role: 'Manager', status: 'Active', sort: 'name', order: 'asc', page: 1, pageSize: 20 },
      expect.anything(),
    );
    for (const user of result.current.users.data!.items)
      expect(user).toMatchObject({ role: 'Manager', status: 'Active' });

    act(() => result.current.setSearchText('x'));
    act(() => result.current.clear());
    expect(result.current.searchText).toBe('');
    await waitFor(() => expect(result.current.users.status).toBe('ready'));
    expect(list).toHaveBeenLastCalledWith(
      { sort: 'createdAt', order: 'desc', page: 1, pageSize: 10 },
      expect.anything(),
    );
  });

  it('exports the filtered users as users_{timestamp}.csv with the spec’s columns', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    const client = adminClient();
    const saveFile = vi.fn();
    const { result } = renderHook(() => useAdminUsers({ client, saveFile, initialQuery: { role: 'Admin' } }));
    await waitFor(() => expect(result.current.users.status).toBe('ready'));
    await act(() => result.current.exportCsv());
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, fileName] = saveFile.mock.calls[0] as [Blob, string];
    expect(fileName).toBe('users_1750000000000.csv');
    const [header, ...lines] = (await blob.text()).split('\n');
    expect(header).toBe('ID,Name,Email,Role,Status,Created At,Usage');
    expect(header).toBe(usersCsvColumns.join(','));
    expect(lines.length).toBe(client.fake.state.users.filter((user) => user.role === 'Admin').length);
    for (const line of lines) expect(line.split(',')[3]).toBe('Admin');
    expect(result.current.outcome).toEqual({ kind: 'exported', fileName: 'users_1750000000000.csv' });
  });

  it('reports a failed export as data', async () => {
    const client = adminClient({ scenarios: { 'admin.users.exportCsv': 'server-error' } });
    const saveFile = vi.fn();
    const { result } = renderHook(() => useAdminUsers({ client, saveFile }));
    await act(() => result.current.exportCsv());
    expect(saveFile).not.toHaveBeenCalled();
    expect(result.current.outcome).toMatchObject({ kind: 'export-failed', error: { reason: 'server-error' } });
    expect(result.current.exporting).toBe(false);
  });

  it('adds, edits and deletes users, then reloads the page', async () => {
    const client = adminClient();
    const { result } = renderHook(() => useAdminUsers({ client }));
    await waitFor(() => expect(result.current.users.status).toBe('ready'));
    const total = result.current.users.data!.total;

    let saved = await act(() =>
      result.current.createUser({ name: 'Grace Hopper', email: 'grace@example.com', role: 'Admin', status: 'Active' }),
    );
    expect(saved).toMatchObject({ ok: true, user: { name: 'Grace Hopper' } });
    await waitFor(() => expect(result.current.users.data!.total).toBe(total + 1));

    const grace = saved.ok ? saved.user : undefined;
    saved = await act(() => result.current.updateUser(grace!, { status: 'Suspended' }));
    expect(saved).toMatchObject({ ok: true, user: { status: 'Suspended' } });
    expect(result.current.outcome).toMatchObject({ kind: 'saved' });

    const refused = await act(() =>
      result.current.createUser({ name: 'Again', email: 'grace@example.com', role: 'User', status: 'Active' }),
    );
    expect(refused).toMatchObject({ ok: false, aborted: false, error: { reason: 'invalid-input' } });

    await act(() => result.current.deleteUser(grace!));
    await waitFor(() => expect(result.current.users.data!.total).toBe(total));
    expect(result.current.outcome).toMatchObject({ kind: 'deleted', user: { id: grace!.id } });
  });

  it('goes back a page when the last row of a later page is deleted', async () => {
    const client = adminClient();
    const { result } = renderHook(() => useAdminUsers({ client }));
    await waitFor(() => expect(result.current.users.status).toBe('ready'));
    const total = result.current.users.data!.total;
    const lastPage = Math.ceil(total / 10);
    act(() => result.current.setPage(lastPage));
    await waitFor(() => expect(result.current.users.status).toBe('ready'));
    const onLastPage = result.current.users.data!.items;
    for (const user of onLastPage.slice(1)) await act(() => result.current.deleteUser(user));
    await waitFor(() => expect(result.current.users.data!.items).toHaveLength(1));
    await act(() => result.current.deleteUser(onLastPage[0]!));
    expect(result.current.query.page).toBe(lastPage - 1);
  });

  it('aborts what is running on unmount and changes no state after it', async () => {
    const client = adminClient({ latencyMs: 60_000 });
    const errors = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useAdminUsers({ client }));
    const list = client.fake.requests.length;
    const pending = result.current.deleteUser({
      id: 'u1',
      name: 'x',
      email: 'x@example.com',
      role: 'User',
      status: 'Active',
      createdAt: '',
      usage: 0,
    });
    const exported = result.current.exportCsv();
    unmount();
    await expect(pending).resolves.toMatchObject({ ok: false, aborted: true });
    await expect(exported).resolves.toBeUndefined();
    expect(client.fake.requests.length).toBeGreaterThanOrEqual(list);
    expect(errors).not.toHaveBeenCalled();
  });
});
