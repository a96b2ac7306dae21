import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { loadFailureCases } from '@mediakit/test-support';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jobListMessages as text } from './messages';
import { useJobList, type JobListScope } from './useJobList';

const adminClient = () => createFakeMediakitClient({ seed: { user: { role: 'admin' } } });

async function ready(scope: JobListScope = 'admin', client = adminClient(), onChange = vi.fn()) {
  const hook = renderHook(() => useJobList({ client, scope, onChange }));
  await waitFor(() => expect(hook.result.current.jobs.status).toBe('ready'));
  return { client, onChange, ...hook };
}

const requestsOf = (client: ReturnType<typeof adminClient>, operation: string) =>
  client.fake.requests.filter((request) => request.operation === operation);

describe('useJobList (admin)', () => {
  it('loads everyone’s jobs newest first, 20 a page, with owners', async () => {
    const { result } = await ready();
    const page = result.current.jobs.data!;
    expect([page.items.length, page.total, page.page]).toEqual([20, 48, 1]);
    const times = page.items.map((job) => Date.parse(job.createdAt ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(page.items.map((job) => job.owner?.email)).size).toBeGreaterThan(1);
  });

  it('filters by status and by tool on the server, each change back to page 1', async () => {
    const { result, client } = await ready();
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.jobs.data?.page).toBe(2));
    act(() => result.current.setState('failed'));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.jobs.status).toBe('ready'));
    expect(result.current.jobs.data!.items.every((job) => job.state === 'failed')).toBe(true);
    act(() => result.current.setPage(2));
    act(() => result.current.setTool('mystic'));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.jobs.status).toBe('ready'));
    const last = requestsOf(client, 'admin.jobs.list').at(-1)!;
    expect(Object.fromEntries(new URL(last.path, 'http://fake').searchParams)).toMatchObject({
      state: 'failed',
      tool: 'mystic',
      page: '1',
    });
    act(() => result.current.clearFilters());
    await waitFor(() => expect(result.current.jobs.data?.total).toBe(48));
  });

  it('cancels a running job: its state changes in place, its credits go back, a notice says so', async () => {
    const { result, client, onChange } = await ready();
    act(() => result.current.setState('running'));
    await waitFor(() => expect(result.current.jobs.status).toBe('ready'));
    const running = result.current.jobs.data!.items[0]!;
    await act(() => result.current.cancel(running));
    const after = result.current.jobs.data!.items.find((job) => job.id === running.id);
    expect(after?.state).toBe('cancelled');
    expect(after?.owner).toEqual(running.owner);
    expect(result.current.notice).toBe(`“${running.title}” was cancelled; its credits went back.`);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: running.id, state: 'cancelled' }), 'cancelled');
    expect(requestsOf(client, 'admin.jobs.cancel')).toHaveLength(1);
  });

  it('retries a failed job as a new one at the top of page 1', async () => {
    const { result, onChange } = await ready();
    const failed = result.current.jobs.data!.items.find((job) => job.state === 'failed')!;
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.jobs.data?.page).toBe(2));
    await act(() => result.current.retry(failed));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.jobs.data?.page).toBe(1));
    await waitFor(() =>
      expect(result.current.jobs.data?.items[0]).toMatchObject({ title: failed.title, state: 'queued' }),
    );
    expect(result.current.notice).toBe(`“${failed.title}” was started again as a new job.`);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ state: 'queued' }), 'retried');
  });

  it('says when the owner cannot pay for the retry (402 with the figures)', async () => {
    const client = createFakeMediakitClient({
      seed: { user: { role: 'admin' } },
      scenarios: { 'admin.jobs.retry': 'insufficient-credits' },
    });
    const { result } = await ready('admin', client);
    const failed = result.current.jobs.data!.items.find((job) => job.state === 'failed')!;
    let retried: boolean | undefined;
    await act(async () => {
      retried = await result.current.retry(failed);
    });
    expect(retried).toBe(false);
    expect(result.current.actionError).toMatch(
      /^Its owner does not have enough credits: it needs \d+, they have \d+\.$/,
    );
  });

  it.each(
    loadFailureCases({
      unauthenticated: 'Your session has ended. Sign in again to see the jobs.',
      forbidden: 'Only administrators can see everyone’s jobs.',
    }),
  )('turns a failed load (%s) into its message', async (scenario, message) => {
    const client = createFakeMediakitClient({
      seed: { user: { role: 'admin' } },
      scenarios: { 'admin.jobs.list': scenario },
    });
    const { result } = renderHook(() => useJobList({ client, scope: 'admin' }));
    await waitFor(() => expect(result.current.loadError).toBe(message));
  });

  it('an ordinary user gets the 403 message, not a list', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useJobList({ client, scope: 'admin' }));
    await waitFor(() => expect(result.current.loadError).toBe(text.forbidden));
  });

  it('aborts its load on unmount', async () => {
    const client = createFakeMediakitClient({ seed: { user: { role: 'admin' } }, latencyMs: 60_000 });
    const errors = vi.spyOn(console, 'error');
    const { unmount } = renderHook(() => useJobList({ client, scope: 'admin' }));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('useJobList (own: projects)', () => {
  it('lists only the signed-in user’s jobs, with outputs for finished ones', async () => {
    const { result } = await ready('own', createFakeMediakitClient());
    const items = result.current.jobs.data!.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((job) => job.owner === undefined)).toBe(true);
    expect(items.filter((job) => job.state === 'succeeded').every((job) => job.outputs.length === 1)).toBe(true);
  });

  it('cancels one of its own running jobs through jobs.cancel', async () => {
    const client = createFakeMediakitClient();
    const { result } = await ready('own', client);
    const running = result.current.jobs.data!.items.find((job) => job.state === 'running' || job.state === 'queued')!;
    await act(() => result.current.cancel(running));
    expect(result.current.jobs.data!.items.find((job) => job.id === running.id)?.state).toBe('cancelled');
    expect(requestsOf(client, 'jobs.cancel')).toHaveLength(1);
  });
});
