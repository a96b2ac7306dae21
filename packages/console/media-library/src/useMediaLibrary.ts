import { isAbortError, type DownloadOutcome } from '@mediakit/api-client';
import type { AdminMediaItem, MediaItem, MediakitConsoleClient, MediaType, Page } from '@mediakit/api-client/console';
import { useConsoleClient, useRemoteData, useUnmountSignal, type RemoteData } from '@mediakit/console-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

export type MediaTab = 'all' | MediaType;
export const mediaTabs: readonly MediaTab[] = ['all', 'image', 'video', 'audio', 'text'];
export const searchDebounceMs = 250;
export const defaultPageSize = 24;

/** An item as the library shows it: in the all-users view it carries its owner. */
export type LibraryItem = MediaItem & { owner?: AdminMediaItem['owner'] };

export interface UseMediaLibraryOptions {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** The admin's view: every user's media with its owner (admin.media.list); no delete, as only owners delete. */
  allUsers?: boolean;
  /** Items a page (default 24). */
  pageSize?: number;
  /** The tab to start on (default 'all'). */
  initialTab?: MediaTab;
  /** A title search to start with (host-bell: the top bar's search opens the library on a media title). */
  initialSearch?: string;
}

/** The last thing an action did, as data: the view words it. */
export type MediaOutcome =
  | { kind: 'downloaded'; item: LibraryItem; fileName: string }
  | { kind: 'download-failed'; item: LibraryItem }
  | { kind: 'deleted'; item: LibraryItem };

/** An action's answer; `aborted` when the screen went away meanwhile. */
export type ActionResult = { ok: true } | { ok: false; error: unknown; aborted: boolean };

export interface MediaLibraryController {
  tab: MediaTab;
  setTab(tab: MediaTab): void;
  /** The search box's text, ahead of `search` by up to 250 ms. */
  searchText: string;
  setSearchText(text: string): void;
  /** The trimmed title search the server was last asked for. */
  search: string;
  /** Every page loaded so far, as one list (the previous list is kept while a new search loads). */
  media: RemoteData<Page<LibraryItem>>;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: unknown;
  /** Appends the next server page; resolves with the index of its first item (undefined when nothing came). */
  loadMore(): Promise<number | undefined>;
  reload(): void;
  /** The index of the item in the preview dialog. */
  previewIndex: number | undefined;
  openPreview(index: number): void;
  closePreview(): void;
  /** Next or previous item in the preview, stopping at the ends. */
  step(by: 1 | -1): void;
  downloadingId: string | undefined;
  download(item: LibraryItem): Promise<DownloadOutcome | undefined>;
  /** A text item's words, for its preview. */
  readText(item: LibraryItem, signal: AbortSignal): Promise<string>;
  canDelete: boolean;
  deleteItem(item: LibraryItem): Promise<ActionResult>;
  outcome: MediaOutcome | undefined;
}

/** The trimmed search; an empty one is no search. */
export const normaliseSearch = (text: string) => text.trim();

/**
 * The media library as a state machine: server pages of one type and title search, appended by `loadMore`; the
 * search debounced 250 ms; every request aborted when superseded or on unmount, and no state change after that.
 */
export function useMediaLibrary({
  client,
  allUsers = false,
  pageSize = defaultPageSize,
  initialTab = 'all',
  initialSearch = '',
}: UseMediaLibraryOptions = {}): MediaLibraryController {
  const api = useConsoleClient(client);
  const [tab, setTabState] = useState<MediaTab>(initialTab);
  const [searchText, setSearchText] = useState(initialSearch);
  const [search, setSearch] = useState(() => normaliseSearch(initialSearch));
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<unknown>();
  const [previewIndex, setPreviewIndex] = useState<number>();
  const [downloadingId, setDownloadingId] = useState<string>();
  const [outcome, setOutcome] = useState<MediaOutcome>();
  // Actions in flight: aborted on unmount, and (load more) when the list it appends to is replaced.
  const begin = useUnmountSignal();
  const loadMoreController = useRef<AbortController>(undefined);

  useEffect(() => () => loadMoreController.current?.abort(), []);

  // A new list (tab or search) drops an append in flight and closes the preview.
  const startNewList = useCallback(() => {
    loadMoreController.current?.abort();
    setLoadingMore(false);
    setLoadMoreError(undefined);
    setPreviewIndex(undefined);
  }, []);

  useEffect(() => {
    const next = normaliseSearch(searchText);
    if (next === search) return undefined;
    const timer = setTimeout(() => {
      startNewList();
      setSearch(next);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [searchText, search, startNewList]);

  const list = useCallback(
    (page: number, signal: AbortSignal): Promise<Page<LibraryItem>> => {
      const query = { type: tab === 'all' ? undefined : tab, search: search || undefined, page, pageSize };
      return allUsers ? api.admin.media.list(query, { signal }) : api.media.list(query, { signal });
    },
    [api, allUsers, tab, search, pageSize],
  );

  const { state: media, reload, setData } = useRemoteData((signal) => list(1, signal), [list]);

  const loaded = media.status === 'ready' ? media.data : undefined;
  const hasMore = !!loaded && loaded.items.length < loaded.total;

  const loadMore = useCallback(async () => {
    if (!loaded || loaded.items.length >= loaded.total) return undefined;
    loadMoreController.current?.abort();
    const controller = new AbortController();
    loadMoreController.current = controller;
    setLoadingMore(true);
    setLoadMoreError(undefined);
    const nextPage = loaded.page + 1;
    try {
      const page = await list(nextPage, controller.signal);
      if (controller.signal.aborted) return undefined;
      const first = loaded.items.length;
      setData((previous) => {
        const items = previous?.items ?? [];
        const known = new Set(items.map((item) => item.id));
        return { ...page, items: [...items, ...page.items.filter((item) => !known.has(item.id))] };
      });
      setLoadingMore(false);
      return page.items.length ? first : undefined;
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return undefined;
      setLoadingMore(false);
      setLoadMoreError(error);
      return undefined;
    }
  }, [loaded, list, setData]);

  const setTab = useCallback(
    (next: MediaTab) => {
      if (next !== tab) startNewList();
      setTabState(next);
    },
    [tab, startNewList],
  );

  const itemCount = loaded?.items.length ?? 0;
  const openPreview = useCallback((index: number) => setPreviewIndex(index), []);
  const closePreview = useCallback(() => setPreviewIndex(undefined), []);
  const step = useCallback(
    (by: 1 | -1) =>
      setPreviewIndex((index) => (index === undefined ? index : Math.min(Math.max(index + by, 0), itemCount - 1))),
    [itemCount],
  );

  const download = useCallback(
    async (item: LibraryItem) => {
      const { signal, done } = begin();
      setDownloadingId(item.id);
      try {
        const result = await api.media.download(item, { signal });
        setOutcome(
          result.method === 'saved'
            ? { kind: 'downloaded', item, fileName: result.fileName }
            : { kind: 'download-failed', item },
        );
        return result;
      } catch (error) {
        // An unsafe URL or an abort: nothing was saved or opened.
        if (signal.aborted || isAbortError(error)) return undefined;
        setOutcome({ kind: 'download-failed', item });
        return undefined;
      } finally {
        if (!signal.aborted) setDownloadingId(undefined);
        done();
      }
    },
    [api, begin],
  );

  const deleteItem = useCallback(
    async (item: LibraryItem): Promise<ActionResult> => {
      const { signal, done } = begin();
      try {
        await api.media.delete(item.id, { signal });
        setData((previous) => {
          const items = previous?.items ?? [];
          const left = items.filter((kept) => kept.id !== item.id);
          return {
            page: previous?.page ?? 1,
            pageSize: previous?.pageSize ?? pageSize,
            items: left,
            total: Math.max(0, (previous?.total ?? items.length) - (items.length - left.length)),
          };
        });
        setPreviewIndex(undefined);
        setOutcome({ kind: 'deleted', item });
        return { ok: true };
      } catch (error) {
        return { ok: false, error, aborted: signal.aborted || isAbortError(error) };
      } finally {
        done();
      }
    },
    [api, begin, pageSize, setData],
  );

  return {
    tab,
    setTab,
    searchText,
    setSearchText,
    search,
    media,
    hasMore,
    loadingMore,
    loadMoreError,
    loadMore,
    reload,
    previewIndex,
    openPreview,
    closePreview,
    step,
    downloadingId,
    download,
    readText: useCallback((item: LibraryItem, signal: AbortSignal) => api.media.readText(item, { signal }), [api]),
    canDelete: !allUsers,
    deleteItem,
    outcome,
  };
}
