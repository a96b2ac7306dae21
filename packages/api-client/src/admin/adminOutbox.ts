import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { arrayField, numberField, stringField } from '../json/fields';
import { idOf, readPage, type Page, type PageQuery } from '../json/readPage';
import { consoleOperations as operations } from '../operations/consoleOperations';

export interface OutboxAttachment {
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** One e-mail the server sent (password reset links, password-changed notices, statements). */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** e.g. 'password-reset', 'password-changed', 'statement'. */
  kind: string;
  createdAt: string | undefined;
  attachments: OutboxAttachment[];
}

export interface OutboxQuery extends PageQuery {
  /** Only e-mails to this address. */
  to?: string;
}

export interface AdminOutboxApi {
  /** GET /api/v1/admin/outbox?to=&page=&page_size=: the development mailbox, newest first. */
  list(query?: OutboxQuery, options?: RequestOptions): Promise<Page<OutboxEmail>>;
}

export function readOutboxEmail(value: unknown): OutboxEmail | undefined {
  const id = idOf(value);
  if (!id) return undefined;
  return {
    id,
    to: stringField(value, 'to') ?? '',
    subject: stringField(value, 'subject') ?? '',
    text: stringField(value, 'text') ?? '',
    kind: stringField(value, 'kind') ?? '',
    createdAt: stringField(value, 'created_at'),
    attachments: arrayField(value, 'attachments').map((attachment) => ({
      name: stringField(attachment, 'name') ?? '',
      contentType: stringField(attachment, 'content_type') ?? 'application/octet-stream',
      sizeBytes: numberField(attachment, 'size_bytes') ?? 0,
    })),
  };
}

export function createAdminOutboxApi(ctx: HttpContext): AdminOutboxApi {
  return {
    list: async ({ to, page, pageSize } = {}, options) =>
      readPage(
        await requestJson(ctx, operations['admin.outbox.list'], {
          ...options,
          searchParams: { to: to?.trim() || undefined, page, page_size: pageSize },
        }),
        readOutboxEmail,
      ),
  };
}
