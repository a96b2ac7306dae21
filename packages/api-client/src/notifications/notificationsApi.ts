import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { numberField, stringField } from '../json/fields';
import { idOf, readPage, type Page, type PageQuery } from '../json/readPage';
import { consoleOperations as operations } from '../operations/consoleOperations';

/** What a notification is about: a job that finished, one that failed (refunded), or credits running low. */
export type NotificationKind = 'job-succeeded' | 'job-failed' | 'low-credits';

export const notificationKinds: readonly NotificationKind[] = ['job-succeeded', 'job-failed', 'low-credits'];

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The job it is about, when it is about one. */
  taskId: string | undefined;
  read: boolean;
  createdAt: string | undefined;
}

/** A page of the bell's list with the user's unread count (of all pages). */
export interface NotificationPage extends Page<AppNotification> {
  unread: number;
}

export interface NotificationQuery extends PageQuery {
  /** Unread ones only. */
  unreadOnly?: boolean;
}

export interface NotificationsApi {
  /** GET /api/v1/notifications?unread=&page=&page_size=: newest first, with the unread count. */
  list(query?: NotificationQuery, options?: RequestOptions): Promise<NotificationPage>;
  /** GET /api/v1/notifications/unread-count: the bell's badge. */
  unreadCount(options?: RequestOptions): Promise<number>;
  /** POST /api/v1/notifications/read `{ ids }` or `{ all: true }`: answers how many are still unread. */
  markRead(ids: readonly string[] | 'all', options?: RequestOptions): Promise<number>;
}

export function readNotification(value: unknown): AppNotification | undefined {
  const id = idOf(value);
  const kind = stringField(value, 'kind');
  if (!id || !notificationKinds.some((known) => known === kind)) return undefined;
  return {
    id,
    kind: kind as NotificationKind,
    title: stringField(value, 'title') ?? '',
    body: stringField(value, 'body') ?? '',
    taskId: stringField(value, 'task_id'),
    read: (value as { read?: unknown }).read === true,
    createdAt: stringField(value, 'created_at'),
  };
}

const unreadOf = (body: unknown) => Math.max(0, numberField(body, 'unread') ?? 0);

export function createNotificationsApi(ctx: HttpContext): NotificationsApi {
  return {
    async list({ unreadOnly, page, pageSize } = {}, options) {
      const body = await requestJson(ctx, operations['notifications.list'], {
        ...options,
        searchParams: { unread: unreadOnly ? 'true' : undefined, page, page_size: pageSize },
      });
      return { ...readPage(body, readNotification), unread: unreadOf(body) };
    },
    unreadCount: async (options) => unreadOf(await requestJson(ctx, operations['notifications.unreadCount'], options)),
    markRead: async (ids, options) =>
      unreadOf(
        await requestJson(ctx, operations['notifications.markRead'], {
          ...options,
          json: ids === 'all' ? { all: true } : { ids: [...ids] },
        }),
      ),
  };
}
