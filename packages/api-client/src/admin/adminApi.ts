import { malformedResponse } from '../errors';
import { invoicesQuery } from '../billing/billingApi';
import { adminInvoicesCsv, type CsvFile } from '../billing/billingAccount';
import { readInvoice, type Invoice } from '../billing/invoices';
import type { HttpContext } from '../http/httpContext';
import { requestJson, send, type RequestOptions } from '../http/request';
import { arrayField, numberField, objectField, stringField } from '../json/fields';
import { readPage, type Page, type PageQuery } from '../json/readPage';
import {
  adminUserSortParams,
  readAdminUser,
  type AdminUser,
  type AdminUserInput,
  type AdminUserQuery,
} from './adminUsers';
import { exportFileName } from './exportFileName';
import { createAdminJobsApi, type AdminJobsApi } from './adminJobs';
import { consoleOperations as operations } from '../operations/consoleOperations';
import { mediaSearchParams, type MediaQuery } from '../media/mediaApi';
import { readAdminMediaItem, type AdminMediaItem } from './adminMedia';
import { createAdminOutboxApi, type AdminOutboxApi } from './adminOutbox';

export interface AdminBillingSummary {
  plan: string | undefined;
  currency: string;
  /** The account's locale for amounts, e.g. 'en-IN' (console-a, tool-admin-billing). */
  locale: string | undefined;
  tokensPerMonth: number;
  tokensUsed: number;
  /** Price per 1k tokens over the allowance. */
  overageRate: number;
  /** Percent, e.g. 18. */
  taxRate: number;
  nextInvoiceAmount: number;
  /** Token usage for the last periods, oldest first. */
  usage: { period: string; tokens: number }[];
}

export interface CsvExport {
  fileName: string;
  blob: Blob;
}

export interface AdminApi extends AdminJobsApi {
  users: {
    /** GET /api/v1/admin/users?search=&role=&status=&sort=&order=&page=&page_size= */
    list(query?: AdminUserQuery, options?: RequestOptions): Promise<Page<AdminUser>>;
    /** POST /api/v1/admin/users (JSON). */
    create(input: AdminUserInput, options?: RequestOptions): Promise<AdminUser>;
    /** PATCH /api/v1/admin/users/{id} (JSON, changed fields only). */
    update(id: string, changes: Partial<AdminUserInput>, options?: RequestOptions): Promise<AdminUser>;
    /** DELETE /api/v1/admin/users/{id} */
    delete(id: string, options?: RequestOptions): Promise<void>;
    /** GET /api/v1/admin/users/export (same filters, text/csv): ID, Name, Email, Role, Status, Created At, Usage. */
    exportCsv(query?: AdminUserQuery, options?: RequestOptions): Promise<CsvExport>;
    /** POST /api/v1/admin/users/{id}/credits: a grant kept in the ledger with the admin's id and reason; the balance. */
    grantCredits(id: string, grant: { amount: number; reason: string }, options?: RequestOptions): Promise<number>;
  };
  billing: {
    /** GET /api/v1/admin/billing/summary */
    summary(options?: RequestOptions): Promise<AdminBillingSummary>;
    /** GET /api/v1/admin/billing/invoices?page=&page_size= */
    invoices(query?: PageQuery, options?: RequestOptions): Promise<Page<Invoice>>;
    /** GET /api/v1/admin/billing/invoices/export: every account's invoices as CSV (console-a). */
    invoicesCsv(options?: RequestOptions): Promise<CsvFile>;
    /**
     * POST /api/v1/admin/billing/invoices/{id}/refund: asks the payment engine to refund a paid invoice; the credits
     * it brought are taken back when the engine reports the refund.
     */
    refund(invoiceId: string, options?: RequestOptions): Promise<void>;
  };
  // console-b (tool-media-library)
  media: {
    /** GET /api/v1/admin/media?type=&search=&page=&page_size=: every user's media, each with its owner. */
    list(query?: MediaQuery, options?: RequestOptions): Promise<Page<AdminMediaItem>>;
  };
  // host-bell: the development outbox (every e-mail the server sent)
  outbox: AdminOutboxApi;
}

function usersQuery({ search, role, status, sort = 'createdAt', order, page, pageSize }: AdminUserQuery = {}) {
  return {
    search: search?.trim(),
    role,
    status,
    sort: adminUserSortParams[sort],
    order: order ?? (sort === 'createdAt' ? 'desc' : 'asc'),
    page,
    page_size: pageSize,
  };
}

export function createAdminApi(ctx: HttpContext): AdminApi {
  const oneUser = (body: unknown) => {
    const user = readAdminUser(objectField(body, 'data') ?? body);
    if (!user) throw malformedResponse(body, 'The server sent no user.');
    return user;
  };
  return {
    ...createAdminJobsApi(ctx),
    users: {
      list: async (query, options) =>
        readPage(
          await requestJson(ctx, operations['admin.users.list'], { ...options, searchParams: usersQuery(query) }),
          readAdminUser,
        ),
      create: async (input, options) =>
        oneUser(await requestJson(ctx, operations['admin.users.create'], { ...options, json: input })),
      update: async (id, changes, options) =>
        oneUser(
          await requestJson(ctx, operations['admin.users.update'], { ...options, params: { id }, json: changes }),
        ),
      delete: (id, options) =>
        send(ctx, operations['admin.users.delete'], { ...options, params: { id } }).then(() => undefined),
      async exportCsv(query, options) {
        const { headers, chunks } = await send(ctx, operations['admin.users.exportCsv'], {
          ...options,
          searchParams: usersQuery(query),
          headers: { Accept: 'text/csv' },
        });
        const blob = new Blob(chunks, { type: headers.get('Content-Type') ?? 'text/csv' });
        return { fileName: exportFileName(headers.get('Content-Disposition'), Date.now()), blob };
      },
      async grantCredits(id, { amount, reason }, options) {
        const body = await requestJson(ctx, operations['admin.users.grantCredits'], {
          ...options,
          params: { id },
          json: { amount, reason },
        });
        const credits = numberField(body, 'credits');
        if (credits === undefined) throw malformedResponse(body, 'The server sent no balance.');
        return credits;
      },
    },
    billing: {
      async summary(options) {
        const body = await requestJson(ctx, operations['admin.billing.summary'], options);
        return {
          plan: stringField(body, 'plan'),
          currency: stringField(body, 'currency') ?? 'INR',
          locale: stringField(body, 'locale'),
          tokensPerMonth: numberField(body, 'tokens_per_month') ?? 0,
          tokensUsed: numberField(body, 'tokens_used') ?? 0,
          overageRate: numberField(body, 'overage_rate') ?? 0,
          taxRate: numberField(body, 'tax_rate') ?? 0,
          nextInvoiceAmount: numberField(body, 'next_invoice_amount') ?? 0,
          usage: arrayField(body, 'usage').map((point) => ({
            period: stringField(point, 'period') ?? '',
            tokens: numberField(point, 'tokens') ?? 0,
          })),
        };
      },
      invoices: async (query, options) =>
        readPage(
          await requestJson(ctx, operations['admin.billing.invoices'], {
            ...options,
            searchParams: invoicesQuery(query),
          }),
          (value) => readInvoice(value, ctx.baseUrl),
        ),
      invoicesCsv: (options) => adminInvoicesCsv(ctx, options),
      refund: (invoiceId, options) =>
        send(ctx, operations['admin.billing.refund'], { ...options, params: { id: invoiceId } }).then(() => undefined),
    },
    // console-b (tool-media-library)
    media: {
      list: async (query, options) =>
        readPage(
          await requestJson(ctx, operations['admin.media.list'], {
            ...options,
            searchParams: mediaSearchParams(query),
          }),
          (value) => readAdminMediaItem(value, ctx.baseUrl),
        ),
    },
    // host-bell
    outbox: createAdminOutboxApi(ctx),
  };
}
