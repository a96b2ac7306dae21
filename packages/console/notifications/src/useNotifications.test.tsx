import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { countRequests } from '@mediakit/test-support';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleNotifications } from './notifications.doubles';
import { useNotifications } from './useNotifications';

const seeded = () => createFakeMediakitClient({ seed: { notifications: sampleNotifications } });

/** The hook on the seeded fake, opened (the list refreshed) and loaded. */
async function opened() {
  const client = seeded();
  const { result } = renderHook(() => useNotifications({ client }));
  act(() => result.current.refresh());
  await waitFor(() => expect(result.current.list.status).toBe('ready'));
  return { client, result };
}

describe('useNotifications', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the unread count on mount and names the bell with it; the list waits for an open', async () => {
    const client = seeded();
    const { result } = renderHook(() => useNotifications({ client }));
    await waitFor(() => expect(result.current.unread).toBe(2));
    expect(result.current.bellLabel).toBe('Notifications, 2 unread');
    expect(result.current.list.status).toBe('idle');
    expect(countRequests(client, 'notifications.list')).toBe(0);
  });

  it('loads the newest on refresh (an open), marks one read at once and then all read', async () => {
    const { client, result } = await opened();
    expect(result.current.list.items?.map((note) => note.id)).toEqual(['n3', 'n2', 'n1']);
    await act(() => result.current.markRead('n2'));
    expect(result.current.list.items?.find((note) => note.id === 'n2')?.read).toBe(true);
    expect(result.current.unread).toBe(1);
    expect(result.current.notice).toBe('Marked read: Text to Image finished');
    await act(() => result.current.markAllRead());
    expect(result.current.unread).toBe(0);
    expect(result.current.bellLabel).toBe('Notifications, none unread');
    expect(result.current.list.items?.every((note) => note.read)).toBe(true);
    expect(result.current.notice).toBe('All notifications marked read.');
    expect(await (client as MediakitConsoleClient).notifications.unreadCount()).toBe(0);
  });

  it('does not ask the server to mark a read one again', async () => {
    const { client, result } = await opened();
    await act(() => result.current.markRead('n1'));
    expect(countRequests(client, 'notifications.markRead')).toBe(0);
  });

  it('puts a mark back and says so when the server refuses it', async () => {
    const { client, result } = await opened();
    client.fake.setScenario('server-error');
    await act(() => result.current.markRead('n3'));
    expect(result.current.list.items?.find((note) => note.id === 'n3')?.read).toBe(false);
    expect(result.current.unread).toBe(2);
    expect(result.current.error).toBe('Could not mark that read. Try again.');
  });

  it('says the list could not load, keeping the count', async () => {
    const client = seeded();
    const { result } = renderHook(() => useNotifications({ client }));
    await waitFor(() => expect(result.current.unread).toBe(2));
    client.fake.setScenario('server-error');
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.list.status).toBe('error'));
    expect(result.current.error).toBe('Could not load your notifications. Try again.');
    expect(result.current.unread).toBe(2);
  });

  it('checks the count again every interval and stops checking after unmount', async () => {
    vi.useFakeTimers();
    const client = seeded();
    const { result, unmount } = renderHook(() => useNotifications({ client, pollIntervalMs: 30_000 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.unread).toBe(2);
    expect(countRequests(client, 'notifications.unreadCount')).toBe(1);
    await (client as MediakitConsoleClient).notifications.markRead(['n3']);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(countRequests(client, 'notifications.unreadCount')).toBe(2);
    expect(result.current.unread).toBe(1);
    unmount();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(countRequests(client, 'notifications.unreadCount')).toBe(2);
  });

  it('sets nothing after unmount when an answer arrives late', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient({ latencyMs: 50 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, unmount } = renderHook(() => useNotifications({ client }));
    act(() => result.current.refresh());
    unmount();
    // Past the answers' latency on the fake clock: they have surely come (or been given up) when the test looks.
    await vi.advanceTimersByTimeAsync(120);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('hears of a job that ended on the fake, as on the server: read, since its owner watched it end', async () => {
    const client = createFakeMediakitClient({ seed: { notifications: [] } });
    const started = await client.enhance.start({ image: new Blob(['x'], { type: 'image/png' }), scale: 2 });
    for (let poll = 0; poll < 10 && (await client.enhance.status(started.taskId)).status === 'running'; poll += 1);
    const { result } = renderHook(() => useNotifications({ client }));
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(result.current.list.items?.[0]).toMatchObject({
      kind: 'job-succeeded',
      taskId: started.taskId,
      read: true,
    });
    expect(result.current.unread).toBe(0);
  });
});
