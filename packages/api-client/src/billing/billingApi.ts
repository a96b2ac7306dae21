import { malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { arrayField, objectField, stringField } from '../json/fields';
import { readPage, type Page, type PageQuery } from '../json/readPage';
import { readInvoice, type Invoice, type InvoiceStatus } from './invoices';
import { consoleOperations as operations } from '../operations/consoleOperations';
import { createBillingAccountApi, type BillingAccountApi } from './billingAccount';

export interface InvoiceQuery extends PageQuery {
  /** Case-insensitive match on the month text. */
  month?: string;
  /** One month, YYYY-MM (the month filter). */
  period?: string;
  status?: InvoiceStatus;
}

/** A page of invoices and the months (YYYY-MM, newest first) that have any, for the month filter. */
export interface InvoicePage extends Page<Invoice> {
  periods: string[];
}

export interface BillingApi extends BillingAccountApi {
  /** GET /api/v1/invoices?month=&period=&status=&page=&page_size= */
  invoices(query?: InvoiceQuery, options?: RequestOptions): Promise<InvoicePage>;
  /** POST /api/v1/invoices/{id}/pay: where to pay a Pending invoice (the payment engine's page; 422 when none). */
  payInvoice(id: string, options?: RequestOptions): Promise<{ url: string }>;
}

export function invoicesQuery({ month, period, status, page, pageSize }: InvoiceQuery = {}) {
  return { month: month?.trim() || undefined, period, status, page, page_size: pageSize };
}

export function createBillingApi(ctx: HttpContext): BillingApi {
  const read = (value: unknown) => readInvoice(value, ctx.baseUrl);
  return {
    // console-a (tool-admin-billing): cards, profile, overview and its buttons.
    ...createBillingAccountApi(ctx),
    async invoices(query, options) {
      const body = await requestJson(ctx, operations['billing.invoices'], {
        ...options,
        searchParams: invoicesQuery(query),
      });
      const periods = arrayField(objectField(body, 'meta'), 'periods').filter(
        (period): period is string => typeof period === 'string',
      );
      return { ...readPage(body, read), periods };
    },
    // console-a (tool-invoices): pay a pending invoice on the payment engine's page.
    async payInvoice(id, options) {
      const body = await requestJson(ctx, operations['billing.payInvoice'], { ...options, params: { id } });
      const url = stringField(body, 'url');
      if (!url) throw malformedResponse(body, 'The server sent no payment page.');
      return { url };
    },
  };
}
