import type { FakeRoute } from '../fakeBackendTypes';
import { includesText, paginate } from '../paginate';

export const libraryRoutes: FakeRoute[] = [
  {
    operation: 'media.list',
    method: 'GET',
    pattern: /^\/api\/v1\/media$/,
    handle: ({ query }, { state }) => {
      const type = query.get('type');
      const items = state.media.filter(
        (item) => (!type || item.type === type) && includesText([item.title.trim()], query.get('search')),
      );
      return { body: paginate(items, query, 20) };
    },
  },
  {
    operation: 'media.delete',
    method: 'DELETE',
    pattern: /^\/api\/v1\/media\/([^/]+)$/,
    handle: ({ params }, { state }) => {
      const before = state.media.length;
      state.media = state.media.filter((item) => item.id !== params[0]);
      return state.media.length < before ? { status: 204 } : { status: 404, body: { message: 'Media not found.' } };
    },
  },
  {
    operation: 'media.file',
    method: 'GET',
    pattern: /^\/fake-media\/(.+)$/,
    public: true,
    handle: ({ params }) => ({ text: `fake media ${params[0] ?? ''}`, contentType: 'application/octet-stream' }),
  },
  {
    operation: 'billing.invoices',
    method: 'GET',
    pattern: /^\/api\/v1\/invoices$/,
    handle: ({ query }, { state }) => {
      const status = query.get('status');
      const items = state.invoices.filter(
        (invoice) => (!status || invoice.status === status) && includesText([invoice.month], query.get('month')),
      );
      return { body: paginate(items, query, 10) };
    },
  },
];
