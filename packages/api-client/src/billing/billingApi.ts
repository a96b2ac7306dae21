import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { readPage, type Page, type PageQuery } from '../json/readPage';
import { readInvoice, type Invoice, type InvoiceStatus } from './invoices';
import { consoleOperations as operations } from '../operations/consoleOperations';

export interface InvoiceQuery extends PageQuery {
  /** Case-insensitive match on the month text. */
  month?: string;
  status?: InvoiceStatus;
}

export interface BillingApi {
  /** GET /api/v1/invoices?month=&status=&page=&page_size= */
  invoices(query?: InvoiceQuery, options?: RequestOptions): Promise<Page<Invoice>>;
}

export function invoicesQuery({ month, status, page, pageSize }: InvoiceQuery = {}) {
  return { month: month?.trim(), status, page, page_size: pageSize };
}

export function createBillingApi(ctx: HttpContext): BillingApi {
  return {
    invoices: async (query, options) =>
      readPage(
        await requestJson(ctx, operations['billing.invoices'], { ...options, searchParams: invoicesQuery(query) }),
        (value) => readInvoice(value, ctx.baseUrl),
      ),
  };
}
