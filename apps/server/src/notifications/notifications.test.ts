import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../db/schema';
import { buyCreditPack } from '../testing/payments';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres';
import { failingEngine, instantEngines } from '../testing/testEngines';
import { eventually } from '../testing/eventually';
import { fixturesDir, startTestServer, type TestAccount, type TestServer } from '../testing/testServer';

type Note = { id: string; kind: string; title: string; body: string; task_id: string | null; read: boolean };
type NotePage = { data: Note[]; meta: { total: number }; unread: number };

const photo = new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' });
const clip = new Blob([await readFile(join(fixturesDir, 'clip.mp4'))], { type: 'video/mp4' });

// Notifications are written in the transactions that end jobs and take credits: both databases.
describe.each([
  { database: 'PGlite', postgres: false },
  ...(postgresBin() ? [{ database: 'PostgreSQL', postgres: true }] : []),
])('notifications on $database', ({ postgres: onPostgres }) => {
  let server: TestServer;
  let postgres: TemporaryPostgres | undefined;
  beforeAll(async () => {
    postgres = onPostgres ? await startTemporaryPostgres() : undefined;
    server = await startTestServer({
      engines: instantEngines({ enhance: failingEngine }),
      ...(postgres ? { databaseUrl: postgres.url } : {}),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
  });

  /** A 4K upscale (cost 1; the instant engine copies the video) or an enhance (its engine always fails). */
  async function start(account: TestAccount, tool: 'upscale' | 'enhance') {
    const form = new FormData();
    if (tool === 'upscale') form.set('video', clip, 'clip.mp4');
    else form.set('image', photo, 'photo.png');
    const response = await server.call(tool === 'upscale' ? '/api/video/upscale' : '/ai/enhance', {
      method: 'POST',
      token: account.token,
      body: form,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { task_id: string }).task_id;
  }
  async function ended(taskId: string) {
    await eventually(async () => {
      const [job] = await server.services.db.select().from(jobs).where(eq(jobs.id, taskId));
      return job && ['succeeded', 'failed'].includes(job.state);
    }, 'the job to end');
  }
  const list = async (account: TestAccount, query = '') =>
    (await (await server.call(`/api/v1/notifications${query}`, { token: account.token })).json()) as NotePage;
  const unread = async (account: TestAccount) =>
    (
      (await (await server.call('/api/v1/notifications/unread-count', { token: account.token })).json()) as {
        unread: number;
      }
    ).unread;

  it('tells the owner, and only the owner, that a job finished or failed (with its refund)', async () => {
    const account = await server.account({ credits: 100 });
    const other = await server.account();
    const done = await start(account, 'upscale');
    await ended(done);
    const failed = await start(account, 'enhance');
    await ended(failed);
    const page = await list(account);
    expect(page.unread).toBe(2);
    expect(page.meta.total).toBe(2);
    const [newest, older] = page.data;
    expect(newest).toMatchObject({ kind: 'job-failed', task_id: failed, read: false });
    expect(newest!.body).toContain('The test engine failed on purpose');
    expect(newest!.body).toContain('Its credits were refunded.');
    expect(older).toMatchObject({ kind: 'job-succeeded', task_id: done, read: false });
    expect(older!.body).toContain('ready in your media library');
    expect((await list(other)).data).toEqual([]);
    expect(await unread(other)).toBe(0);
  });

  it('does not ring the bell for a job the owner watched end; one left to finish unwatched stays unread', async () => {
    const account = await server.account({ credits: 100 });
    const watched = await start(account, 'upscale');
    const left = await start(account, 'upscale');
    await ended(watched);
    await ended(left);
    expect(await unread(account)).toBe(2);
    // The upscaler's page polls its status until done: the owner saw it end.
    const status = await server.call(`/api/video/upscale/status?task_id=${watched}`, { token: account.token });
    expect(((await status.json()) as { done: boolean }).done).toBe(true);
    expect(await unread(account)).toBe(1);
    const notes = (await list(account)).data;
    expect(notes.find((note) => note.task_id === watched)).toMatchObject({ kind: 'job-succeeded', read: true });
    expect(notes.find((note) => note.task_id === left)).toMatchObject({ kind: 'job-succeeded', read: false });

    // A one-request tool answers its result in the request: watched too.
    const spoken = await server.call('/api/v1/tts', { method: 'POST', token: account.token, json: { text: 'Hello' } });
    const { task_id: speech } = (await spoken.json()) as { task_id: string };
    expect((await list(account)).data.find((note) => note.task_id === speech)).toMatchObject({ read: true });
    expect(await unread(account)).toBe(1);
  });

  it('marks some or all read, never another user’s, and filters unread ones', async () => {
    const account = await server.account({ credits: 100 });
    const other = await server.account({ credits: 100 });
    for (const owner of [account, account, account, other]) await ended(await start(owner, 'upscale'));
    const mine = await list(account);
    const theirs = await list(other);
    expect(mine.unread).toBe(3);

    const marked = await server.call('/api/v1/notifications/read', {
      token: account.token,
      json: { ids: [mine.data[0]!.id, theirs.data[0]!.id] },
    });
    expect(await marked.json()).toEqual({ unread: 2 });
    expect(await unread(other)).toBe(1);
    const unreadOnly = await list(account, '?unread=true');
    expect(unreadOnly.data.map((note) => note.id)).toEqual([mine.data[1]!.id, mine.data[2]!.id]);
    expect((await list(account)).data[0]!.read).toBe(true);

    const bad = await server.call('/api/v1/notifications/read', { token: account.token, json: { ids: 'all' } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { details: string }).details).toBe('Give the ids to mark read, or all: true.');
    const all = await server.call('/api/v1/notifications/read', { token: account.token, json: { all: true } });
    expect(await all.json()).toEqual({ unread: 0 });
    expect(await unread(other)).toBe(1);
  });

  it('warns once when credits run low (under a tenth of the plan, at most 10), again only after they recovered', async () => {
    // Pro: 2,000 credits a month, so low is under 10.
    const account = await server.account({ plan: 'pro', credits: 11 });
    const lowNotes = async () => (await list(account)).data.filter((note) => note.kind === 'low-credits');
    await start(account, 'upscale'); // 10 left: not yet low
    expect(await lowNotes()).toEqual([]);
    await start(account, 'upscale'); // 9
    await start(account, 'upscale'); // 8
    const [warning, ...more] = await lowNotes();
    expect(more).toEqual([]);
    expect(warning!.body).toBe('You have 9 credits left. Top up to keep creating.');

    await buyCreditPack(server, account, 'credits-100');
    await start(account, 'upscale'); // healthy again: the next drop may warn anew
    expect(await lowNotes()).toHaveLength(1);
    await server.services.db.update(users).set({ credits: 2 }).where(eq(users.id, account.id));
    await start(account, 'upscale'); // 1
    const notes = await lowNotes();
    expect(notes).toHaveLength(2);
    expect(notes[0]!.body).toBe('You have 1 credit left. Top up to keep creating.');
  });
});
