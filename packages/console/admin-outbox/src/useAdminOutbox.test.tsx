import type { FakeEmailRecord } from '@mediakit/api-client/fake';
import { fakeAdminClient, loadFailureCases } from '@mediakit/test-support';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAdminOutbox } from './useAdminOutbox';

/** `count` e-mails, newest first, alternately to ada and to grace. */
const mails = (count: number): FakeEmailRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `mail-${index + 1}`,
    to: index % 2 === 0 ? 'ada@example.com' : 'grace@example.com',
    subject: `Message ${index + 1}`,
    text: `Body ${index + 1}`,
    kind: 'statement',
    created_at: new Date(Date.UTC(2026, 10, 30, 12, 0) - index * 60_000).toISOString(),
    attachments: [],
  }));

describe('useAdminOutbox', () => {
  it('loads the newest twenty, and the next page when asked', async () => {
    const client = fakeAdminClient({ seed: { outbox: mails(25) } });
    const { result } = renderHook(() => useAdminOutbox({ client }));
    await waitFor(() => expect(result.current.mails).toHaveLength(20));
    expect(result.current.total).toBe(25);
    expect(result.current.mails?.[0]?.subject).toBe('Message 1');
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.mails?.map((mail) => mail.subject)).toHaveLength(5));
    expect(result.current.mails?.[0]?.subject).toBe('Message 21');
  });

  it('filters by the trimmed recipient from the first page, and an emptied field lists every e-mail again', async () => {
    const client = fakeAdminClient({ seed: { outbox: mails(25) } });
    const list = vi.spyOn(client.admin.outbox, 'list');
    const { result } = renderHook(() => useAdminOutbox({ client }));
    await waitFor(() => expect(result.current.mails).toHaveLength(20));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.mails).toHaveLength(5));
    act(() => result.current.setDraft('  grace@example.com '));
    // Typing alone does not filter: Filter (the form's submit) does.
    expect(result.current.recipient).toBe('');
    act(() => result.current.applyFilter());
    await waitFor(() => expect(result.current.total).toBe(12));
    expect(result.current.page).toBe(1);
    expect(result.current.mails?.every((mail) => mail.to === 'grace@example.com')).toBe(true);
    act(() => result.current.setDraft(''));
    await waitFor(() => expect(result.current.total).toBe(25));
    expect(list.mock.calls.map(([query]) => `${query?.to}|${query?.page}`)).toEqual([
      '|1',
      '|2',
      'grace@example.com|1',
      '|1',
    ]);
  });

  it.each(
    loadFailureCases({
      unauthenticated: 'Your session has ended. Sign in again to read the outbox.',
      forbidden: 'Only administrators may read the outbox.',
    }),
  )('turns a failed load (%s) into its message, and Retry loads again', async (scenario, message) => {
    const client = fakeAdminClient({ seed: { outbox: mails(2) }, scenarios: { 'admin.outbox.list': scenario } });
    const { result } = renderHook(() => useAdminOutbox({ client }));
    await waitFor(() => expect(result.current.loadError).toBe(message));
    client.fake.setScenario('success', 'admin.outbox.list');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.mails).toHaveLength(2));
    expect(result.current.loadError).toBeUndefined();
  });

  it('aborts its load when the screen unmounts', async () => {
    const client = fakeAdminClient({ latencyMs: 600_000 });
    const list = vi.spyOn(client.admin.outbox, 'list');
    const { unmount } = renderHook(() => useAdminOutbox({ client }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    const signal = list.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
