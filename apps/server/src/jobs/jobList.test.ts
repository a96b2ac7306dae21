import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../accounts/secrets';
import { jobs, users } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
// No workers: the jobs stay as the tests leave them.
beforeAll(async () => {
  server = await startTestServer({ env: { MEDIAKIT_WORKERS: '0' } });
});
afterAll(async () => {
  await server?.stop();
});

async function job(userId: string, tool: string, state: 'queued' | 'failed' | 'succeeded', cost = 5) {
  const id = newId('task');
  await server.services.db.insert(jobs).values({
    id,
    userId,
    tool,
    state,
    cost,
    input: { title: `${tool} ${state}`, params: {}, files: {} },
  });
  return id;
}

const balance = async (id: string) =>
  (await server.services.db.select().from(users).where(eq(users.id, id)))[0]!.credits;

describe('job lists', () => {
  it("lists a user's own jobs only, filtered by state and tool, with the total", async () => {
    const owner = await server.account();
    const other = await server.account();
    await job(owner.id, 'enhance', 'failed');
    await job(owner.id, 'enhance', 'succeeded');
    await job(owner.id, 'style', 'failed');
    await job(other.id, 'enhance', 'failed');
    const response = await server.call('/api/v1/jobs?state=failed&tool=enhance', { token: owner.token });
    const body = (await response.json()) as { data: { title: string; owner?: unknown }[]; meta: { total: number } };
    expect(body.data.map((row) => row.title)).toEqual(['enhance failed']);
    expect(body.data[0]).not.toHaveProperty('owner');
    expect(body.meta.total).toBe(1);
    const wrong = await server.call('/api/v1/jobs?state=done', { token: owner.token });
    expect(wrong.status).toBe(422);
  });

  it("lets an admin see everyone's jobs with owners, cancel one with a single refund, and retry a failed one", async () => {
    const admin = await server.account({ role: 'admin' });
    const owner = await server.account({ credits: 20 });
    const queued = await job(owner.id, 'enhance', 'queued');
    const listed = (await (
      await server.call(`/api/v1/admin/jobs?state=queued&page_size=100`, { token: admin.token })
    ).json()) as { data: { id: string; owner: { id: string } }[] };
    expect(listed.data.find((row) => row.id === queued)?.owner.id).toBe(owner.id);

    for (let i = 0; i < 2; i += 1) {
      const cancelled = await server.call(`/api/v1/admin/jobs/${queued}/cancel`, {
        token: admin.token,
        method: 'POST',
      });
      expect(cancelled.status).toBe(200);
    }
    expect(await balance(owner.id)).toBe(25);

    const notFailed = await server.call(`/api/v1/admin/jobs/${queued}/retry`, { token: admin.token, method: 'POST' });
    expect(notFailed.status).toBe(422);
    expect(await notFailed.json()).toMatchObject({ message: 'Only a failed job can be retried.' });

    const failed = await job(owner.id, 'enhance', 'failed', 5);
    const retried = await server.call(`/api/v1/admin/jobs/${failed}/retry`, { token: admin.token, method: 'POST' });
    expect(retried.status).toBe(201);
    const body = (await retried.json()) as { data: { id: string; state: string }; retried_from: string };
    expect(body).toMatchObject({ retried_from: failed, data: { state: 'queued' } });
    expect(await balance(owner.id)).toBe(20);
  });
});
