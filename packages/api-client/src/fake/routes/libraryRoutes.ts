import type { FakeRoute } from '../fakeBackendTypes';
import { invoiceListRoute, payInvoiceRoute } from '../invoices';
import { billingAccountRoutes } from '../billingAccount';
import { libraryOf } from '../library';
import { includesText, paginate } from '../paginate';

export const libraryRoutes: FakeRoute[] = [
  {
    operation: 'media.list',
    handle: ({ query, account }, { state }) => {
      const type = query.get('type');
      const items = libraryOf(state, account).media.filter(
        (item) => (!type || item.type === type) && includesText([item.title.trim()], query.get('search')),
      );
      return { body: paginate(items, query, 20) };
    },
  },
  {
    operation: 'media.delete',
    handle: ({ params, account }, { state }) => {
      const library = libraryOf(state, account);
      const before = library.media.length;
      library.media = library.media.filter((item) => item.id !== params[0]);
      return library.media.length < before ? { status: 204 } : { status: 404, body: { message: 'Media not found.' } };
    },
  },
  // console-a (tool-invoices)
  invoiceListRoute,
  payInvoiceRoute,
  // console-a (tool-admin-billing)
  ...billingAccountRoutes,
];
