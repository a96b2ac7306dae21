import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateVideoCost } from '../costs/videoCost';
import { ApiError } from '../errors';
import { createFakeMediakitClient } from './createFakeMediakitClient';
import { createMemoryTokenStore } from '../http/tokenStore';
import { fakeAccounts } from './seed';

afterEach(() => {
  vi.useRealTimers();
});

const frame = new Blob(['png'], { type: 'image/png' });
const videoInput = { prompt: 'Waves', duration: 5, resolution: '720p', firstFrame: frame } as const;

describe('createFakeMediakitClient', () => {
  it('keeps the options the chat stories use: latency, network-error scenario, chatReply', async () => {
    const client = createFakeMediakitClient({ latencyMs: 150, chatReply: (prompt) => `Idea: ${prompt}` });
    const started = performance.now();
    await expect(client.chat.send({ prompt: 'cats' })).resolves.toEqual({ reply: 'Idea: cats' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    const failing = createFakeMediakitClient({ scenario: 'network-error' });
    await expect(failing.chat.send({ prompt: 'x' })).rejects.toMatchObject({
      kind: 'network',
      message: 'Network/CORS error: failed to reach the API.',
    });
  });

  it('failNext fails every try of the next job start (one key), as a lasting outage would, then answers again', async () => {
    const client = createFakeMediakitClient();
    client.fake.failNext('imageToVideo.start', 'network-error');
    await expect(client.imageToVideo.start(videoInput)).rejects.toMatchObject({ kind: 'network' });
    const tries = client.fake.requests.filter((request) => request.operation === 'imageToVideo.start');
    expect(tries).toHaveLength(4);
    await expect(client.imageToVideo.start(videoInput)).resolves.toMatchObject({ taskId: expect.any(String) });
  });

  it('aborting during the latency rejects with aborted', async () => {
    const client = createFakeMediakitClient({ latencyMs: 60_000 });
    const controller = new AbortController();
    const reply = client.chat.send({ prompt: 'x' }, { signal: controller.signal });
    controller.abort();
    await expect(reply).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('answers every error scenario like the real backend', async () => {
    const cases = [
      ['unauthenticated', { kind: 'unauthenticated', message: 'Please log in to continue.' }],
      [
        'insufficient-credits',
        { kind: 'insufficient-credits', message: 'Not enough credits. Need 433, you have 432.' },
      ],
      [
        'forbidden',
        {
          kind: 'forbidden',
          planLimit: {
            allowedResolutions: ['1k'],
            requested: '4k',
            plan: 'plus',
            upgradeHint: 'Upgrade to Business for 4K.',
          },
        },
      ],
      ['invalid-input', { kind: 'invalid-input', message: 'The prompt field is required.' }],
      ['server-error', { kind: 'http', status: 500, message: 'The model is overloaded. Try again in a minute.' }],
      ['malformed', { kind: 'malformed-response' }],
    ] as const;
    for (const [scenario, expected] of cases) {
      const client = createFakeMediakitClient({ scenario });
      await expect(client.chat.send({ prompt: 'x' })).rejects.toMatchObject(expected);
    }
  });

  it('overrides one operation, or only its next call', async () => {
    const client = createFakeMediakitClient({ scenarios: { 'media.list': 'server-error' } });
    await expect(client.media.list()).rejects.toBeInstanceOf(ApiError);
    await expect(client.chat.send({ prompt: 'x' })).resolves.toBeDefined();
    client.fake.failNext('chat.send', 'unauthenticated');
    await expect(client.chat.send({ prompt: 'x' })).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(client.chat.send({ prompt: 'x' })).resolves.toBeDefined();
    client.fake.setScenario('success', 'media.list');
    await expect(client.media.list()).resolves.toMatchObject({ total: 60 });
  });

  it('takes the spec cost per generation, publishes the balance, and answers 402 when short', async () => {
    const client = createFakeMediakitClient({ credits: 12 });
    const cost = estimateVideoCost({ resolution: '720p', duration: 5 });
    const started = await client.imageToVideo.start(videoInput);
    expect(started.credits).toBe(12 - cost);
    expect(client.fake.publishedCredits).toEqual([12 - cost]);
    const error = await client.imageToVideo.start(videoInput).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      kind: 'insufficient-credits',
      credits: { required: cost, have: 12 - cost },
      message: `Not enough credits. Need ${cost}, you have ${12 - cost}.`,
    });
    expect(client.fake.publishedCredits).toEqual([12 - cost, 12 - cost]);
  });

  it('keeps a job queued for N polls, then runs it through the tool’s status words', async () => {
    const client = createFakeMediakitClient({ queuedPolls: 3 });
    const { taskId } = await client.imageToVideo.start(videoInput);
    const states = [];
    for (let poll = 0; poll < 5; poll += 1) states.push(await client.imageToVideo.status(taskId));
    // While running, the video's `current_status` (RENDERING) is the word reported, before its `status` (PROCESSING).
    expect(states.map((state) => state.rawStatus)).toEqual(['QUEUED', 'QUEUED', 'QUEUED', 'RENDERING', 'completed']);
    expect(states[0]).toMatchObject({ status: 'running', rawStatus: 'QUEUED' });
    expect(states[4]?.status).toBe('succeeded');
  });

  it("answers a finished video with its poster frame, as the server does (a video job's and a one-request video)", async () => {
    const client = createFakeMediakitClient({ queuedPolls: 0 });
    const { taskId } = await client.imageToVideo.start(videoInput);
    let state = await client.imageToVideo.status(taskId);
    while (state.status === 'running') state = await client.imageToVideo.status(taskId);
    expect(state).toMatchObject({
      status: 'succeeded',
      result: { videoUrl: expect.stringMatching(/^https:\/\//), poster: expect.stringMatching(/^https:\/\//) },
    });
    const avatar = await client.avatar.generate({ script: 'Hello' });
    expect(avatar.poster).toMatch(/^https:\/\//);
    expect(avatar.poster).not.toBe(avatar.url);
  });

  it('lists a job the owner watched end as read, as the server does: the bell is not rung for it', async () => {
    const client = createFakeMediakitClient({ queuedPolls: 0, seed: { notifications: [] } });
    const { taskId } = await client.imageToVideo.start(videoInput);
    let state = await client.imageToVideo.status(taskId);
    while (state.status === 'running') state = await client.imageToVideo.status(taskId);
    const page = await client.notifications.list();
    expect(page.items).toEqual([
      expect.objectContaining({ kind: 'job-succeeded', title: 'Image to Video finished', taskId, read: true }),
    ]);
    await expect(client.notifications.unreadCount()).resolves.toBe(0);
  });

  it('waits for a job on the real schedule: exact status requests', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient({ queuedPolls: 2 });
    const { taskId } = await client.mystic.start({ prompt: 'Fox', size: 'square_1_1', resolution: '1k' });
    const result = client.mystic.wait(taskId);
    // QUEUED at 2.5 s and 5 s, AWAITING_ASSET at 7.5 s, then ok 3.5 s later.
    await vi.advanceTimersByTimeAsync(7500 + 3499);
    const statusCalls = () => client.fake.requests.filter((request) => request.operation === 'mystic.status').length;
    expect(statusCalls()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(statusCalls()).toBe(4);
    await expect(result).resolves.toMatchObject({ savedUrl: expect.stringMatching(/^https:\/\//) });
  });

  it('job-fails makes the job end failed and refunds its cost', async () => {
    const client = createFakeMediakitClient({
      credits: 50,
      queuedPolls: 0,
      scenarios: { 'enhance.start': 'job-fails' },
    });
    const { taskId } = await client.enhance.start({ image: frame, scale: 4 });
    expect((await client.user.me()).credits).toBe(47);
    expect(await client.enhance.status(taskId)).toMatchObject({ status: 'running' });
    expect(await client.enhance.status(taskId)).toMatchObject({ status: 'failed', message: 'Processing failed' });
    expect((await client.user.me()).credits).toBe(50);
  });

  it('network errors on status polls exercise the retry path', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient({ queuedPolls: 0 });
    const { taskId } = await client.imageEdit.start({ prompt: 'p', imageUrl: 'https://img.test/a.png' });
    client.fake.failNext('imageEdit.status', 'network-error');
    const result = client.imageEdit.wait(taskId);
    await vi.advanceTimersByTimeAsync(3000 + 2600 + 3000);
    await expect(result).resolves.toMatchObject({ url: expect.any(String) });
  });

  it('refuses a mystic resolution above the plan with 403 and the allowed list', async () => {
    const client = createFakeMediakitClient({ seed: { user: { plan: { name: 'plus', credits_per_month: 300 } } } });
    await expect(client.mystic.start({ prompt: 'Fox', size: 'square_1_1', resolution: '2k' })).rejects.toMatchObject({
      kind: 'forbidden',
      planLimit: { allowedResolutions: ['1k'], requested: '2k', plan: 'plus' },
    });
  });

  it('signed out: protected calls answer 401 until login, which stores the token', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    await expect(client.user.me()).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(client.auth.login({ email: 'ada@example.com', password: '' })).rejects.toMatchObject({
      message: 'Invalid credentials',
    });
    const session = await client.auth.login({ email: 'ada@example.com', password: 'secret' });
    expect(session.user?.email).toBe('ada@example.com');
    await expect(client.user.me()).resolves.toMatchObject({ email: 'ada@example.com' });
  });

  it('is seedable and deterministic', async () => {
    const seeded = createFakeMediakitClient({
      seed: {
        media: [
          {
            id: 'm1',
            type: 'audio',
            title: 'Jingle',
            src: 'https://cdn.test/j.mp3',
            size_bytes: 1,
            created_at: '2025-01-01',
          },
        ],
        invoices: [],
        users: [],
        apiKeys: [],
        user: { role: 'admin' },
      },
    });
    expect((await seeded.media.list()).items.map((item) => item.title)).toEqual(['Jingle']);
    expect((await seeded.billing.invoices()).items).toEqual([]);
    expect((await seeded.admin.users.list()).items).toEqual([]);
    const asAdmin = { seed: { user: { role: 'admin' } } };
    const first = await createFakeMediakitClient(asAdmin).admin.users.list();
    const second = await createFakeMediakitClient(asAdmin).admin.users.list();
    expect(first).toEqual(second);
    expect(first.items).toHaveLength(10);
  });

  it('samples the spec library: 20 items per type', async () => {
    const client = createFakeMediakitClient();
    for (const type of ['image', 'video', 'audio'] as const) {
      expect((await client.media.list({ type })).total).toBe(20);
    }
    expect((await client.media.list({ type: 'image' })).items[1]).toMatchObject({ width: 1080, height: 1350 });
  });

  it('records downloads of its media and refuses unsafe URLs', async () => {
    const client = createFakeMediakitClient();
    const [item] = (await client.media.list({ type: 'image', pageSize: 1 })).items;
    expect(await client.downloads.save(item?.src ?? '', 'Image: 1?.png')).toEqual({
      method: 'saved',
      fileName: 'Image_ 1_.png',
    });
    expect(client.fake.downloads).toEqual(['Image_ 1_.png']);
    await expect(client.downloads.save('javascript:alert(1)', 'x')).rejects.toMatchObject({ kind: 'unsafe-url' });
  });

  it('hands its media out as blobs and refuses unsafe URLs', async () => {
    const client = createFakeMediakitClient();
    const [item] = (await client.media.list({ type: 'image', pageSize: 1 })).items;
    const blob = await client.downloads.fetchBlob(item?.src ?? '');
    // A real PNG: its signature, and the type it is served with.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(blob.type).toBe('image/png');
    expect(client.fake.downloads).toEqual([]);
    await expect(client.downloads.fetchBlob('javascript:alert(1)')).rejects.toMatchObject({ kind: 'unsafe-url' });
    client.fake.failNext('media.file', 'network-error');
    await expect(client.downloads.fetchBlob(item?.src ?? '')).rejects.toMatchObject({ kind: 'network' });
  });

  it('exports the filtered users as CSV with the spec columns, guarding spreadsheet formulas', async () => {
    const client = createFakeMediakitClient({
      seed: {
        user: { role: 'admin' },
        users: [
          {
            id: 'u1',
            name: '=HYPERLINK("x")',
            email: 'a@b.c',
            role: 'User',
            status: 'Active',
            created_at: '2025-01-01T00:00:00.000Z',
            usage: 3,
          },
        ],
      },
    });
    const csv = await (await client.admin.users.exportCsv()).blob.text();
    expect(csv.split('\n')).toEqual([
      'ID,Name,Email,Role,Status,Created At,Usage',
      `u1,"'=HYPERLINK(""x"")",a@b.c,User,Active,2025-01-01T00:00:00.000Z,3`,
    ]);
  });

  describe('auth and ownership, as a real server', () => {
    it('signs accounts in by their own password only', async () => {
      const client = createFakeMediakitClient({ signedIn: false });
      for (const password of ['', 'wrong', fakeAccounts.admin.password.toUpperCase()]) {
        await expect(client.auth.login({ email: fakeAccounts.user.email, password })).rejects.toMatchObject({
          kind: 'unauthenticated',
          message: 'Invalid credentials',
        });
      }
      const session = await client.auth.login(fakeAccounts.admin);
      expect(session.user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
      expect(client.fake.state.user.email).toBe('admin@example.com');
    });

    it('revokes the token on logout: the session is gone from the server, not only from the client', async () => {
      const client = createFakeMediakitClient();
      expect(client.fake.state.sessions.size).toBe(1);
      await client.auth.logout();
      expect(client.fake.state.sessions.size).toBe(0);
      await expect(client.user.me()).rejects.toMatchObject({ kind: 'unauthenticated' });
    });

    it('registers a new account beside the others, and refuses an e-mail already taken', async () => {
      const client = createFakeMediakitClient({ signedIn: false });
      const session = await client.auth.register({ username: 'grace', email: 'grace@example.com', password: 'pw' });
      expect(session?.user).toMatchObject({ email: 'grace@example.com', credits: 50 });
      await expect(
        client.auth.register({ username: 'ada2', email: ' ADA@example.com ', password: 'x' }),
      ).rejects.toMatchObject({ kind: 'invalid-input', message: 'The email has already been taken.' });
      expect(client.fake.state.accounts.map((account) => account.email)).toEqual([
        'ada@example.com',
        'admin@example.com',
        'grace@example.com',
      ]);
      await client.auth.logout();
      await expect(client.auth.login(fakeAccounts.user)).resolves.toMatchObject({ user: { name: 'Ada Lovelace' } });
    });

    it('resumes a session it handed out before from a persistent token store, as after a reload', async () => {
      const tokenStore = createMemoryTokenStore(null);
      const first = createFakeMediakitClient({ tokenStore, signedIn: false });
      await first.auth.login(fakeAccounts.admin);
      const reloaded = createFakeMediakitClient({ tokenStore, signedIn: false });
      await expect(reloaded.user.me()).resolves.toMatchObject({ email: 'admin@example.com' });
      await reloaded.auth.logout();
      const afterLogout = createFakeMediakitClient({ tokenStore, signedIn: false });
      await expect(afterLogout.user.me()).rejects.toMatchObject({ kind: 'unauthenticated' });
    });

    it('checks the role on admin calls', async () => {
      const client = createFakeMediakitClient();
      await expect(client.admin.users.list()).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
      await client.auth.login(fakeAccounts.admin);
      await expect(client.admin.users.list()).resolves.toMatchObject({ total: 12 });
    });

    it('answers 404 for another account’s task, media and keys', async () => {
      const client = createFakeMediakitClient();
      const { taskId } = await client.imageEdit.start({ prompt: 'p', imageUrl: 'https://img.test/a.png' });
      const [item] = (await client.media.list({ pageSize: 1 })).items;
      await client.auth.login(fakeAccounts.admin);
      await expect(client.imageEdit.status(taskId)).rejects.toMatchObject({ status: 404 });
      await expect(client.media.delete(item?.id ?? '')).rejects.toMatchObject({ status: 404 });
      expect((await client.media.list()).total).toBe(0);
      await expect(client.apiKeys.revoke('key-1')).rejects.toMatchObject({ status: 404 });
    });
  });
});
