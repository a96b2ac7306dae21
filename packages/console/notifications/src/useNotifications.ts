import { isAbortError } from '@mediakit/api-client';
import type { AppNotification, MediakitConsoleClient } from '@mediakit/api-client/console';
import { useToolMessages } from '@mediakit/tool-runtime';
import { formatMessage, useConsoleClient } from '@mediakit/console-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notificationsMessages, type NotificationsMessages } from './messages';

/** How often the badge asks for the unread count (a job that ends shows within a minute without a reload). */
export const defaultPollIntervalMs = 30_000;

export interface UseNotificationsOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<NotificationsMessages>;
  /** Milliseconds between unread-count checks (default 30 s); 0 checks once only. */
  pollIntervalMs?: number;
  /** How many of the newest notifications the list shows (default 20). */
  pageSize?: number;
}

export type NotificationList =
  | { status: 'idle' | 'loading'; items: AppNotification[] | undefined }
  | { status: 'ready'; items: AppNotification[] }
  | { status: 'error'; items: AppNotification[] | undefined };

export interface UseNotificationsResult {
  messages: NotificationsMessages;
  /** Unread notifications of the user (the badge), undefined until the first answer. */
  unread: number | undefined;
  /** The bell's accessible name, with the unread count. */
  bellLabel: string;
  /** The list: 'idle' until first opened, then loaded on every open. */
  list: NotificationList;
  /** The last failure, in the bell's words. */
  error: string | undefined;
  /** Loads the newest notifications (call it when the list opens) and the unread count with them. */
  refresh: () => void;
  /** Marks one read (at once on screen; put back when the server refuses). */
  markRead: (id: string) => Promise<void>;
  markAllRead: () => Promise<void>;
  /** A short confirmation for a polite live region. */
  notice: string | undefined;
}

/**
 * The bell's state: the unread count, checked on mount and every `pollIntervalMs`, and the list, loaded when it opens.
 * Every request is aborted on unmount and nothing is set after it.
 */
export function useNotifications({
  client: given,
  messages,
  pollIntervalMs = defaultPollIntervalMs,
  pageSize = 20,
}: UseNotificationsOptions = {}): UseNotificationsResult {
  const client = useConsoleClient(given);
  const text = useToolMessages<NotificationsMessages>(notificationsMessages, messages);
  const [unread, setUnread] = useState<number>();
  const [list, setList] = useState<NotificationList>({ status: 'idle', items: undefined });
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const alive = useRef(new AbortController());
  const listLoad = useRef<AbortController | undefined>(undefined);
  const current = useRef({ list, unread });
  useEffect(() => {
    current.current = { list, unread };
  });

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const count = await client.notifications.unreadCount({ signal: controller.signal });
        if (!controller.signal.aborted) setUnread(count);
      } catch (caught) {
        // A missed check keeps the last count; the next one (or opening the list) tries again.
        if (controller.signal.aborted || isAbortError(caught)) return;
      }
      if (!controller.signal.aborted && pollIntervalMs > 0) timer = setTimeout(() => void check(), pollIntervalMs);
    };
    void check();
    return () => {
      controller.abort();
      listLoad.current?.abort();
      clearTimeout(timer);
    };
  }, [client, pollIntervalMs]);

  const refresh = useCallback(() => {
    listLoad.current?.abort();
    const controller = new AbortController();
    listLoad.current = controller;
    const signal = AbortSignal.any([controller.signal, alive.current.signal]);
    setList((previous) => ({ status: 'loading', items: previous.items }));
    setError(undefined);
    client.notifications.list({ pageSize }, { signal }).then(
      (page) => {
        if (signal.aborted) return;
        setList({ status: 'ready', items: page.items });
        setUnread(page.unread);
      },
      (caught: unknown) => {
        if (signal.aborted || isAbortError(caught)) return;
        setList((previous) => ({ status: 'error', items: previous.items }));
        setError(text.loadFailed);
      },
    );
  }, [client, pageSize, text.loadFailed]);

  const mark = useCallback(
    async (ids: string[] | 'all', done: string) => {
      const signal = alive.current.signal;
      // What to put back when the server refuses: the state as this render saw it.
      const before = current.current;
      const marked = (note: AppNotification) => ids === 'all' || ids.includes(note.id);
      setList(
        (previous) =>
          ({
            ...previous,
            items: previous.items?.map((note) => (marked(note) ? { ...note, read: true } : note)),
          }) as NotificationList,
      );
      setUnread((previous) =>
        previous === undefined ? previous : ids === 'all' ? 0 : Math.max(0, previous - ids.length),
      );
      setError(undefined);
      try {
        const left = await client.notifications.markRead(ids, { signal });
        if (signal.aborted) return;
        setUnread(left);
        setNotice(done);
      } catch (caught) {
        if (signal.aborted || isAbortError(caught)) return;
        setList(
          (now) =>
            ({
              ...now,
              items: now.items?.map((note) => before.list.items?.find((was) => was.id === note.id) ?? note),
            }) as NotificationList,
        );
        setUnread(before.unread);
        setError(text.markReadFailed);
      }
    },
    [client, text.markReadFailed],
  );

  const markRead = useCallback(
    async (id: string) => {
      const note = list.items?.find((item) => item.id === id);
      if (!note || note.read) return;
      await mark([id], formatMessage(text.markedRead, { title: note.title }));
    },
    [list.items, mark, text.markedRead],
  );

  const markAllRead = useCallback(() => mark('all', text.allRead), [mark, text.allRead]);

  const bellLabel = unread ? formatMessage(text.bellUnread, { count: unread }) : text.bellNone;
  return { messages: text, unread, bellLabel, list, error, refresh, markRead, markAllRead, notice };
}
