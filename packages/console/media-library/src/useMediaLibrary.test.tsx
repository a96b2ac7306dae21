import { ApiError } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { renderListHookOnFakeTimers } from '@mediakit/test-support';
import { consoleErrorMessage } from '@mediakit/console-kit';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaLibraryMessages } from './messages';
import { useMediaLibrary, type LibraryItem } from './useMediaLibrary';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ready = async (result: { current: ReturnType<typeof useMediaLibrary> }) =>
  waitFor(() => expect(result.current.media.status).toBe('ready'));

/** The hook on a fresh fake, on fake timers, once its first page is in; `list` spies on the media requests after it. */
async function onFakeTimers() {
  const client = createFakeMediakitClient();
  const list = vi.spyOn(client.media, 'list');
  const { result } = await renderListHookOnFakeTimers(() => useMediaLibrary({ client }), list);
  return { result, list };
}

describe('useMediaLibrary', () => {
  it('loads the first server page of every type, 24 a page', async () => {
    const client = createFakeMediakitClient();
    const list = vi.spyOn(client.media, 'list');
    const { result } = renderHook(() => useMediaLibrary({ client }));
    await ready(result);
    expect(list).toHaveBeenLastCalledWith(
      { type: undefined, search: undefined, page: 1, pageSize: 24 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(result.current.media.data).toMatchObject({ total: 60 });
    expect(result.current.media.data!.items).toHaveLength(24);
    expect(result.current.hasMore).toBe(true);
  });

  it('filters by tab on the server', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useMediaLibrary({ client }));
    await ready(result);
    act(() => result.current.setTab('audio'));
    await waitFor(() => expect(result.current.media.data?.total).toBe(20));
    expect(result.current.media.data!.items.every((item) => item.type === 'audio')).toBe(true);
  });

  it('searches the trimmed title, case-insensitively, 250 ms after the last keystroke', async () => {
    const { result, list } = await onFakeTimers();

    act(() => result.current.setSearchText('  VID'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => result.current.setSearchText('  VIDEO 1  '));
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(list).not.toHaveBeenCalled();
    expect(result.current.search).toBe('');
    expect(result.current.searchText).toBe('  VIDEO 1  ');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.search).toBe('VIDEO 1');
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]![0]).toMatchObject({ search: 'VIDEO 1', page: 1 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Video 1 and Video 10-19: a substring of the title, whatever the case.
    expect(result.current.media.data!.items.map((item) => item.title)).toEqual([
      'Video 1',
      ...Array.from({ length: 10 }, (_, index) => `Video ${10 + index}`),
    ]);
  });

  it('treats a blank search as no search', async () => {
    const { result, list } = await onFakeTimers();
    act(() => result.current.setSearchText('   '));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(list).not.toHaveBeenCalled();
    expect(result.current.media.data?.total).toBe(60);
  });

  it('finds nothing for an unknown title (the view says No media found.)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useMediaLibrary({ client }));
    act(() => result.current.setSearchText('zebra'));
    await act(() => vi.advanceTimersByTimeAsync(250));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.media).toMatchObject({ status: 'ready', data: { items: [], total: 0 } });
    expect(result.current.hasMore).toBe(false);
  });

  it('appends the next server page on load more and says where the new items start', async () => {
    const client = createFakeMediakitClient();
    const list = vi.spyOn(client.media, 'list');
    const { result } = renderHook(() => useMediaLibrary({ client, pageSize: 24 }));
    await ready(result);
    let first: number | undefined;
    await act(async () => {
      first = await result.current.loadMore();
    });
    expect(first).toBe(24);
    expect(list.mock.calls.at(-1)![0]).toMatchObject({ page: 2, pageSize: 24 });
    expect(result.current.media.data!.items).toHaveLength(48);
    await act(async () => {
      first = await result.current.loadMore();
    });
    expect(first).toBe(48);
    expect(result.current.media.data!.items).toHaveLength(60);
    expect(new Set(result.current.media.data!.items.map((item) => item.id)).size).toBe(60);
    expect(result.current.hasMore).toBe(false);
    await act(async () => {
      first = await result.current.loadMore();
    });
    expect(first).toBeUndefined();
  });

  it('keeps the list when load more fails, with the failure as data', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useMediaLibrary({ client }));
    await ready(result);
    client.fake.failNext('media.list', 'server-error');
    await act(async () => {
      await result.current.loadMore();
    });
    expect(result.current.media.data!.items).toHaveLength(24);
    expect(consoleErrorMessage(result.current.loadMoreError, mediaLibraryMessages)).toBe(
      mediaLibraryMessages.serverError,
    );
    expect(result.current.loadingMore).toBe(false);
  });

  it('steps the preview with previous and next, stopping at both ends', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useMediaLibrary({ client }));
    await ready(result);
    act(() => result.current.openPreview(0));
    act(() => result.current.step(-1));
    expect(result.current.previewIndex).toBe(0);
    act(() => result.current.step(1));
    expect(result.current.previewIndex).toBe(1);
    act(() => result.current.openPreview(23));
    act(() => result.current.step(1));
    expect(result.current.previewIndex).toBe(23);
    act(() => result.current.closePreview());
    expect(result.current.previewIndex).toBeUndefined();
  });

  it('downloads under the sanitised title with the file extension', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useMediaLibrary({ client }));
    await ready(result);
    const item = { ...result.current.media.data!.items[0]!, title: ' Sun: set/1? ' };
    await act(async () => {
      await result.current.download(item);
    });
    expect(client.fake.downloads).toHaveLength(1);
    expect(client.fake.downloads[0]).toMatch(/^Sun_ set_1_\.\w+$/);
    expect(result.current.outcome).toMatchObject({ kind: 'downloaded', fileName: client.fake.downloads[0] });
    expect(result.current.downloadingId).toBeUndefined();
  });

  it("falls back to a new tab with 'Download failed' when the file cannot be fetched", async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useMediaLibrary({ client }));
    await ready(result);
    const item: LibraryItem = { ...result.current.media.data!.items[0]!, src: 'https://files.invalid/gone.png' };
    await act(async () => {
      await result.current.download(item);
    });
    expect(client.fake.openedInTab).toEqual(['https://files.invalid/gone.png']);
    expect(result.current.outcome).toMatchObject({ kind: 'download-failed' });
    expect(mediaLibraryMessages.downloadFailed).toBe('Download failed');
  });

  it('deletes an item, drops it from the list and the total', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useMediaLibrary({ client }));
    await ready(result);
    const item = result.current.media.data!.items[0]!;
    act(() => result.current.openPreview(0));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.deleteItem(item);
    });
    expect(answer).toEqual({ ok: true });
    expect(result.current.media.data!.items.map((kept) => kept.id)).not.toContain(item.id);
    expect(result.current.media.data!.total).toBe(59);
    expect(result.current.previewIndex).toBeUndefined();
    expect(result.current.outcome).toEqual({ kind: 'deleted', item });
    expect((await client.media.list()).total).toBe(59);
  });

  it('keeps the item when the server refuses the delete', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useMediaLibrary({ client }));
    await ready(result);
    const item = result.current.media.data!.items[0]!;
    client.fake.failNext('media.delete', 'server-error');
    let answer: unknown;
    await act(async () => {
      answer = await result.current.deleteItem(item);
    });
    expect(answer).toMatchObject({ ok: false, aborted: false });
    expect(result.current.media.data!.items[0]).toEqual(item);
  });

  it("lists every user's media with owners in the admin view, and offers no delete", async () => {
    const client = createFakeMediakitClient({ seed: { user: { role: 'admin' } } });
    const list = vi.spyOn(client.admin.media, 'list');
    const { result } = renderHook(() => useMediaLibrary({ client, allUsers: true }));
    await ready(result);
    expect(list).toHaveBeenCalled();
    expect(result.current.media.data!.items[0]!.owner).toMatchObject({ email: expect.stringContaining('@') });
    expect(result.current.canDelete).toBe(false);
  });

  it.each([
    [new ApiError('unauthenticated', 'x', { status: 401 }), mediaLibraryMessages.unauthenticated],
    [new ApiError('forbidden', 'x', { status: 403 }), mediaLibraryMessages.forbidden],
    [new ApiError('http', 'x', { status: 500 }), mediaLibraryMessages.serverError],
    [new ApiError('network', 'x'), mediaLibraryMessages.network],
    [new ApiError('http', 'x', { status: 404 }), mediaLibraryMessages.notFound],
    [new Error('boom'), mediaLibraryMessages.failed],
  ])('words a failure by its reason: %s', (error, text) => {
    expect(consoleErrorMessage(error, mediaLibraryMessages)).toBe(text);
  });

  it('gives an ordinary user a 403 in the admin view', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useMediaLibrary({ client, allUsers: true }));
    await waitFor(() => expect(result.current.media.status).toBe('error'));
    expect(consoleErrorMessage(result.current.media.error, mediaLibraryMessages)).toBe(mediaLibraryMessages.forbidden);
  });

  it('aborts what is running on unmount and changes no state after it', async () => {
    const client = createFakeMediakitClient({ latencyMs: 60_000 });
    const errors = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useMediaLibrary({ client }));
    const item: LibraryItem = {
      id: 'image-1',
      type: 'image',
      title: 'x',
      src: 'https://example.test/x.png',
      thumb: undefined,
      poster: undefined,
      sizeBytes: undefined,
      width: undefined,
      height: undefined,
      createdAt: undefined,
    };
    const deleting = result.current.deleteItem(item);
    const downloading = result.current.download(item);
    unmount();
    await expect(deleting).resolves.toMatchObject({ ok: false, aborted: true });
    await expect(downloading).resolves.toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });
});
