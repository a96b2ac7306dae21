import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestAccount, type TestServer } from '../testing/testServer';

let server: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.account({ role: 'admin', email: 'root@example.com' });
});
afterAll(async () => {
  await server?.stop();
});

const create = (body: Record<string, unknown>) =>
  server.call('/api/v1/admin/users', { token: admin.token, json: body });
const list = async (query: string) =>
  (await (await server.call(`/api/v1/admin/users?${query}`, { token: admin.token })).json()) as {
    data: { id: string; name: string; email: string; role: string; status: string; usage: number }[];
    meta: { total: number; page: number; page_size: number };
  };

describe('admin users', () => {
  it('creates users and finds them by name, e-mail, role or status, case-insensitively, with filters', async () => {
    for (const [name, role, status] of [
      ['Zed Manager', 'Manager', 'Active'],
      ['Amy User', 'User', 'Inactive'],
      ['Bob Suspended', 'User', 'Suspended'],
    ] as const) {
      const answer = await create({ name, email: `${name.split(' ')[0]!.toLowerCase()}@corp.example`, role, status });
      expect(answer.status).toBe(201);
    }
    expect((await list('search=CORP.EXAMPLE')).meta.total).toBe(3);
    expect((await list('search=manager')).data.map((user) => user.name)).toEqual(['Zed Manager']);
    expect((await list('search=suspend')).data.map((user) => user.name)).toEqual(['Bob Suspended']);
    expect((await list('role=User&status=Inactive')).data.map((user) => user.name)).toEqual(['Amy User']);
  });

  it('sorts by any column both ways (default: newest first) and pages in 10, 20 or 50', async () => {
    const newest = await list('search=corp.example');
    expect(newest.data.map((user) => user.name)).toEqual(['Bob Suspended', 'Amy User', 'Zed Manager']);
    const byName = await list('search=corp.example&sort=name&order=asc');
    expect(byName.data.map((user) => user.name)).toEqual(['Amy User', 'Bob Suspended', 'Zed Manager']);
    const byNameDesc = await list('search=corp.example&sort=name&order=desc');
    expect(byNameDesc.data.map((user) => user.name)).toEqual(['Zed Manager', 'Bob Suspended', 'Amy User']);
    for (let index = 0; index < 12; index += 1)
      await create({ name: `Pager ${index}`, email: `pager${index}@page.example` });
    const first = await list('search=page.example&page_size=10');
    const second = await list('search=page.example&page_size=10&page=2');
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((user) => user.id)).size).toBe(12);
    const refused = await server.call('/api/v1/admin/users?page_size=15', { token: admin.token });
    expect(await refused.json()).toMatchObject({ details: 'The page size must be 10, 20 or 50.' });
  });

  it('exports the filtered users as users_{timestamp}.csv with the spec columns, safe from formulas', async () => {
    await create({ name: '=HYPERLINK("http://evil")', email: 'formula@csv.example' });
    const answer = await server.call('/api/v1/admin/users/export?search=csv.example', { token: admin.token });
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="users_\d+\.csv"$/);
    const lines = (await answer.text()).split('\n');
    expect(lines[0]).toBe('ID,Name,Email,Role,Status,Created At,Usage');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('never removes the last admin, nor lets admins demote or delete themselves', async () => {
    const demote = await server.call(`/api/v1/admin/users/${admin.id}`, {
      method: 'PATCH',
      token: admin.token,
      json: { role: 'User' },
    });
    expect(demote.status).toBe(422);
    const deleteSelf = await server.call(`/api/v1/admin/users/${admin.id}`, { method: 'DELETE', token: admin.token });
    expect(await deleteSelf.json()).toMatchObject({ details: 'You cannot delete your own account here.' });
    const second = (await (
      await create({ name: 'Second Admin', email: 'second@admin.example', role: 'Admin' })
    ).json()) as {
      data: { id: string };
    };
    // With another admin there, the second one may go; the first stays the last one.
    expect(
      (await server.call(`/api/v1/admin/users/${second.data.id}`, { method: 'DELETE', token: admin.token })).status,
    ).toBe(204);
    expect((await list('search=admin.example')).meta.total).toBe(0);
  });

  it('refuses a duplicate e-mail and an invalid one', async () => {
    const duplicate = await create({ name: 'Again', email: 'ROOT@example.com' });
    expect(await duplicate.json()).toMatchObject({ details: 'The email has already been taken.' });
    const invalid = await create({ name: 'Nope', email: 'not-an-email' });
    expect(await invalid.json()).toMatchObject({ details: 'The email must be a valid email address.' });
  });
});
