import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';
import { exportFileName } from './exportFileName';

const row = {
  id: 5,
  name: 'Ada',
  email: 'ada@example.com',
  role: 'manager',
  status: 'ACTIVE',
  created_at: '2025-01-02',
  usage: '1200',
};

describe('admin users', () => {
  it('lists with search, role, status, sort, order, page and page size (default createdAt desc)', async () => {
    const { client, requests } = testClient([json({ data: [row], meta: { page: 1, page_size: 10, total: 1 } })]);
    const page = await client.admin.users.list({
      search: ' ada ',
      role: 'Manager',
      status: 'Active',
      page: 1,
      pageSize: 10,
    });
    expect(requests[0]?.path).toBe(
      '/api/v1/admin/users?search=ada&role=Manager&status=Active&sort=created_at&order=desc&page=1&page_size=10',
    );
    expect(page.items).toEqual([
      {
        id: '5',
        name: 'Ada',
        email: 'ada@example.com',
        role: 'Manager',
        status: 'Active',
        createdAt: '2025-01-02',
        usage: 1200,
      },
    ]);
  });

  it('a new sort column starts ascending', async () => {
    const { client, requests } = testClient([json({ data: [] })]);
    await client.admin.users.list({ sort: 'name' });
    await client.admin.users.list({ sort: 'usage', order: 'desc' });
    expect(requests.map((request) => request.path)).toEqual([
      '/api/v1/admin/users?sort=name&order=asc',
      '/api/v1/admin/users?sort=usage&order=desc',
    ]);
  });

  it('creates, updates and deletes with JSON bodies', async () => {
    const { client, requests } = testClient([json({ data: row }, 201), json(row), new Response(null, { status: 204 })]);
    const input = { name: 'Ada', email: 'ada@example.com', role: 'Manager', status: 'Active' } as const;
    expect((await client.admin.users.create(input)).id).toBe('5');
    await client.admin.users.update('5', { status: 'Suspended' });
    await client.admin.users.delete('5');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v1/admin/users',
      'PATCH /api/v1/admin/users/5',
      'DELETE /api/v1/admin/users/5',
    ]);
    expect(requests[0]?.json).toEqual(input);
    expect(requests[1]?.json).toEqual({ status: 'Suspended' });
  });

  it('exports CSV with Accept text/csv, naming the file from Content-Disposition or users_{timestamp}.csv', async () => {
    const csv = 'ID,Name,Email,Role,Status,Created At,Usage\n5,Ada,ada@example.com,Manager,Active,2025-01-02,1200';
    const { client, requests } = testClient([
      new Response(csv, {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="users_1.csv"' },
      }),
      new Response(csv, { headers: { 'Content-Type': 'text/csv' } }),
    ]);
    const named = await client.admin.users.exportCsv({ role: 'Manager' });
    expect(named.fileName).toBe('users_1.csv');
    expect(await named.blob.text()).toBe(csv);
    expect(requests[0]?.path).toBe('/api/v1/admin/users/export?role=Manager&sort=created_at&order=desc');
    expect(requests[0]?.headers.get('Accept')).toBe('text/csv');
    expect((await client.admin.users.exportCsv()).fileName).toMatch(/^users_\d+\.csv$/);
  });

  it('exportFileName reads quoted, bare and RFC 5987 names', () => {
    expect(exportFileName('attachment; filename=a.csv', 1)).toBe('a.csv');
    expect(exportFileName("attachment; filename*=UTF-8''caf%C3%A9.csv", 1)).toBe('café.csv');
    expect(exportFileName(null, 1700000000000)).toBe('users_1700000000000.csv');
  });
});

describe('admin billing and API keys', () => {
  it('reads the billing summary and invoices', async () => {
    const { client, requests } = testClient([
      json({
        plan: 'Pro annual',
        currency: 'INR',
        tokens_per_month: 50_000_000,
        overage_rate: 0.85,
        tax_rate: 18,
        usage: [{ period: 'P1', tokens: 5 }],
      }),
      json({
        data: [{ id: 'A1', date: '2025-01-01', amount: 100, status: 'Paid', url: 'https://billing.test/A1.pdf' }],
      }),
    ]);
    expect(await client.admin.billing.summary()).toMatchObject({
      plan: 'Pro annual',
      taxRate: 18,
      usage: [{ period: 'P1', tokens: 5 }],
    });
    expect((await client.admin.billing.invoices({ page: 2 })).items[0]?.url).toBe('https://billing.test/A1.pdf');
    expect(requests.map((request) => request.path)).toEqual([
      '/api/v1/admin/billing/summary',
      '/api/v1/admin/billing/invoices?page=2',
    ]);
  });

  it('lists, creates (secret once) and revokes API keys', async () => {
    const key = { id: 'k1', label: 'CI', masked_value: 'mk_••••abcd', created_at: '2025-01-01' };
    const { client, requests } = testClient([
      json({ data: [key] }),
      json({ data: { ...key, secret: 'mk_live_abcdefabcd' } }, 201),
      new Response(null, { status: 204 }),
      json({ data: key }),
    ]);
    expect(await client.apiKeys.list()).toEqual([
      { id: 'k1', label: 'CI', maskedValue: 'mk_••••abcd', createdAt: '2025-01-01', lastUsedAt: undefined },
    ]);
    expect((await client.apiKeys.create({ label: 'CI' })).secret).toBe('mk_live_abcdefabcd');
    await client.apiKeys.revoke('k1');
    await expect(client.apiKeys.create({ label: 'CI' })).rejects.toMatchObject({ kind: 'malformed-response' });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v1/api-keys',
      'POST /api/v1/api-keys',
      'DELETE /api/v1/api-keys/k1',
      'POST /api/v1/api-keys',
    ]);
    expect(requests[1]?.json).toEqual({ label: 'CI' });
  });
});
