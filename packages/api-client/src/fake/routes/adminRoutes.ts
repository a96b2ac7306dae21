import { adminUserSortParams, type AdminUserSortField } from '../../admin/adminUsers';
import type { FakeRequest, FakeRoute, FakeState } from '../fakeBackendTypes';
import { libraryOf } from '../library';
import { includesText, paginate } from '../paginate';
import type { FakeAdminUserRecord } from '../seed';
import { usersCsv } from '../usersCsv';

const sortKeys = Object.fromEntries(
  Object.entries(adminUserSortParams).map(([field, param]) => [param, field]),
) as Record<string, AdminUserSortField>;

function filteredUsers({ query }: FakeRequest, state: FakeState): FakeAdminUserRecord[] {
  const role = query.get('role');
  const status = query.get('status');
  const sort = sortKeys[query.get('sort') ?? 'created_at'] ?? 'createdAt';
  const direction = query.get('order') === 'asc' ? 1 : -1;
  const valueOf = (user: FakeAdminUserRecord) =>
    sort === 'createdAt' ? Date.parse(user.created_at) : sort === 'usage' ? user.usage : user[sort].toLowerCase();
  return state.users
    .filter(
      (user) =>
        (!role || user.role === role) &&
        (!status || user.status === status) &&
        includesText([user.name, user.email, user.role, user.status], query.get('search')),
    )
    .sort((a, b) => (valueOf(a) > valueOf(b) ? direction : valueOf(a) < valueOf(b) ? -direction : 0));
}

function invalidUser(json: Record<string, unknown>, state: FakeState, id?: string): string | undefined {
  if ('email' in json || !id) {
    if (typeof json.email !== 'string' || !json.email.includes('@')) return 'The email must be a valid email address.';
    if (state.users.some((user) => user.email === json.email && user.id !== id))
      return 'The email has already been taken.';
  }
  if (!id && (typeof json.name !== 'string' || !json.name.trim())) return 'The name field is required.';
  return undefined;
}

const notFound = { status: 404, body: { message: 'Not found.' } };

export const adminRoutes: FakeRoute[] = [
  {
    operation: 'admin.users.list',
    adminOnly: true,
    handle: (request, { state }) => ({ body: paginate(filteredUsers(request, state), request.query, 10) }),
  },
  {
    operation: 'admin.users.exportCsv',
    adminOnly: true,
    handle: (request, { state }) => ({ text: usersCsv(filteredUsers(request, state)), contentType: 'text/csv' }),
  },
  {
    operation: 'admin.users.create',
    adminOnly: true,
    handle: ({ json }, { state, newId }) => {
      const invalid = invalidUser(json, state);
      if (invalid) return { status: 422, body: { details: invalid } };
      const user: FakeAdminUserRecord = {
        id: newId('u'),
        name: String(json.name),
        email: String(json.email),
        role: json.role === 'Admin' || json.role === 'Manager' ? json.role : 'User',
        status: json.status === 'Inactive' || json.status === 'Suspended' ? json.status : 'Active',
        created_at: new Date(Date.UTC(2025, 5, 1)).toISOString(),
        usage: 0,
      };
      state.users = [user, ...state.users];
      return { status: 201, body: { data: user } };
    },
  },
  {
    operation: 'admin.users.update',
    adminOnly: true,
    handle: ({ json, params }, { state }) => {
      const existing = state.users.find((user) => user.id === params[0]);
      if (!existing) return notFound;
      const invalid = invalidUser(json, state, existing.id);
      if (invalid) return { status: 422, body: { details: invalid } };
      const { name, email, role, status } = json as Partial<FakeAdminUserRecord>;
      const updated = {
        ...existing,
        ...(name !== undefined && { name }),
        ...(email !== undefined && { email }),
        ...(role !== undefined && { role }),
        ...(status !== undefined && { status }),
      };
      state.users = state.users.map((user) => (user.id === existing.id ? updated : user));
      return { body: { data: updated } };
    },
  },
  {
    operation: 'admin.users.delete',
    adminOnly: true,
    handle: ({ params }, { state }) => {
      const before = state.users.length;
      state.users = state.users.filter((user) => user.id !== params[0]);
      return state.users.length < before ? { status: 204 } : notFound;
    },
  },
  // An administrator's grant: the fake keeps no ledger, the admin user's row has no balance; the answer is the grant.
  {
    operation: 'admin.users.grantCredits',
    adminOnly: true,
    handle: ({ params, json }, { state }) => {
      if (!state.users.some((user) => user.id === params[0])) return notFound;
      const amount = json.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 100_000) {
        const message = 'The amount must be a whole number of credits from 1 to 100,000.';
        return { status: 422, body: { message, details: message } };
      }
      if (typeof json.reason !== 'string' || !json.reason.trim()) {
        const message = 'Give a reason for the grant.';
        return { status: 422, body: { message, details: message } };
      }
      const account = state.accounts.find((candidate) => String(candidate.id) === params[0]);
      if (account) account.credits += amount;
      return { body: { credits: account?.credits ?? amount } };
    },
  },
  {
    operation: 'admin.billing.refund',
    adminOnly: true,
    handle: ({ params }, { state }) => {
      const invoice = libraryOf(state, { id: state.accounts[0]?.id ?? 0 }).invoices.find(
        (candidate) => candidate.id === params[0],
      );
      if (!invoice) return notFound;
      if (invoice.status !== 'Paid') {
        const message = 'Only a paid invoice can be refunded.';
        return { status: 422, body: { message, details: message } };
      }
      invoice.status = 'Refunded';
      return { status: 202, body: { message: 'The refund was sent to the payment engine.' } };
    },
  },
  {
    operation: 'admin.billing.summary',
    adminOnly: true,
    handle: () => ({
      body: {
        plan: 'Pro annual',
        currency: 'INR',
        locale: 'en-IN',
        tokens_per_month: 50_000_000,
        tokens_used: 32_400_000,
        overage_rate: 0.85,
        tax_rate: 18,
        next_invoice_amount: 24_999,
        usage: Array.from({ length: 12 }, (_, index) => ({
          period: `2025-${String(index + 1).padStart(2, '0')}`,
          tokens: 2_000_000 + ((index * 733_000) % 3_000_000),
        })),
      },
    }),
  },
  {
    operation: 'admin.billing.invoices',
    adminOnly: true,
    // The company's invoices: the demo user's, in the fake.
    handle: ({ query }, { state }) => ({
      body: paginate(libraryOf(state, { id: state.accounts[0]?.id ?? 0 }).invoices, query, 10),
    }),
  },
  // console-a (tool-admin-billing): every account's invoices as CSV.
  {
    operation: 'admin.billing.invoicesCsv',
    adminOnly: true,
    handle: (_request, { state }) => {
      const rows = libraryOf(state, { id: state.accounts[0]?.id ?? 0 }).invoices.map((invoice) =>
        [
          invoice.id,
          invoice.date,
          invoice.amount,
          invoice.currency,
          invoice.status,
          state.accounts[0]?.email ?? '',
        ].join(','),
      );
      return { text: ['invoice,date,amount,currency,status,email', ...rows].join('\n'), contentType: 'text/csv' };
    },
  },
  {
    operation: 'apiKeys.list',
    handle: ({ account }, { state }) => ({ body: { data: libraryOf(state, account).apiKeys } }),
  },
  {
    operation: 'apiKeys.create',
    handle: ({ json, account }, { state, newId }) => {
      if (typeof json.label !== 'string' || !json.label.trim()) {
        return { status: 422, body: { details: 'The label field is required.' } };
      }
      if (json.label.trim().length > 80) {
        return { status: 422, body: { details: 'The label must be at most 80 characters.' } };
      }
      const library = libraryOf(state, account);
      // Seeded keys have ids of the same shape: skip any taken one.
      let id = newId('key');
      while (library.apiKeys.some((key) => key.id === id)) id = newId('key');
      const secret = `mk_live_${id.replace(/\W/g, '')}${'0'.repeat(24)}`.slice(0, 32);
      const key = {
        id,
        label: json.label.trim(),
        masked_value: `mk_live_••••${secret.slice(-4)}`,
        created_at: new Date(Date.UTC(2025, 5, 1)).toISOString(),
      };
      library.apiKeys = [...library.apiKeys, key];
      return { status: 201, body: { data: { ...key, secret } } };
    },
  },
  {
    operation: 'apiKeys.revoke',
    handle: ({ params, account }, { state }) => {
      const library = libraryOf(state, account);
      const before = library.apiKeys.length;
      library.apiKeys = library.apiKeys.filter((key) => key.id !== params[0]);
      return library.apiKeys.length < before
        ? { status: 204 }
        : { status: 404, body: { message: 'API key not found.' } };
    },
  },
  // console-b (tool-media-library)
  {
    operation: 'admin.media.list',
    adminOnly: true,
    handle: ({ query }, { state }) => {
      const type = query.get('type');
      const items = state.accounts.flatMap((account) =>
        libraryOf(state, account)
          .media.filter(
            (item) => (!type || item.type === type) && includesText([item.title.trim()], query.get('search')),
          )
          .map((item) => ({ ...item, owner: { id: account.id, name: account.name, email: account.email } })),
      );
      return { body: paginate(items, query, 24) };
    },
  },
];
