// The client against a real, misbehaving HTTP server: every call of the contract table with every quick fault, and
// the slow faults (hangs, drips, resets, aborts) on one call of each body kind and on downloads. Each case checks
// the error's reason and message, that the call ended within its time limit, and that nothing was left pending
// (the server holds no answer the client still reads).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from './tokenStore';
import { createMediakitClient, type MediakitClientOptions } from '../client';
import { createMediakitConsoleClient } from '../console/consoleClient';
import { ApiError, type ApiErrorReason } from '../errors';
import { contractTable, type Operation } from '../operations/contractTable';
import { startFaultServer, type Fault, type FaultServer } from '../testing/faultServer';

/**
 * The limit the faults that never end (hangs, drips) run into: on a fake clock that the test moves by hand (the fault
 * server keeps real timers), so the call ends exactly at it, never before, on any machine.
 */
const timeoutMs = 400;
/**
 * The limit of every other call: a safety net the answer never comes near. A short one would turn an answer already
 * received on a loaded machine (a 500, a huge body) into a timeout: when Node runs again after a pause it fires the
 * expired timers before it reads the sockets.
 */
const answeredLimitMs = 60_000;

/** Real timers, taken before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;
const realSetImmediate = globalThis.setImmediate;

let server: FaultServer;
beforeAll(async () => {
  server = await startFaultServer({ dripMs: 100 });
});
afterAll(async () => {
  await server?.close();
});

function clientFor(fault: Fault, id: string, options: Partial<MediakitClientOptions> = {}) {
  const onUnauthenticated = vi.fn();
  const published: number[] = [];
  const settings: MediakitClientOptions = {
    baseUrl: server.baseUrl(fault, id),
    tokenStore: createMemoryTokenStore('t0k3n'),
    timeoutMs: answeredLimitMs,
    maxResponseBytes: 256 * 1024,
    downloadTimeoutMs: answeredLimitMs,
    onUnauthenticated,
    onCreditsChange: (credits) => published.push(credits),
    saveBlob: () => undefined,
    openInNewTab: () => undefined,
    // One try per call: a job start's retries of a lost answer (idempotency.test.ts) would make these "at once".
    idempotencyKeys: false,
    ...options,
  };
  const client = { ...createMediakitClient(settings), ...createMediakitConsoleClient(settings) };
  return { client, onUnauthenticated, published };
}

type Client = ReturnType<typeof clientFor>['client'];
const image = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

/** One call of every operation, and what its answer is: JSON the call reads, or nothing it reads. */
const calls: Record<Operation, [answer: 'json' | 'none', call: (client: Client, signal?: AbortSignal) => unknown]> = {
  'auth.csrfCookie': ['none', (c, signal) => c.auth.csrfCookie({ signal })],
  'auth.login': ['json', (c, signal) => c.auth.login({ email: 'a@b.c', password: 'p' }, { signal })],
  'auth.loginWithGoogle': ['json', (c, signal) => c.auth.loginWithGoogle('credential', { signal })],
  'auth.register': [
    'json',
    (c, signal) => c.auth.register({ username: 'a', email: 'a@b.c', password: 'p' }, { signal }),
  ],
  'auth.logout': ['none', (c, signal) => c.auth.logout({ signal })],
  'auth.forgotPassword': ['json', (c, signal) => c.auth.forgotPassword('a@b.c', { signal })],
  'auth.resetPassword': ['json', (c, signal) => c.auth.resetPassword({ token: 't', password: 'p' }, { signal })],
  'newsletter.subscribe': ['json', (c, signal) => c.newsletter.subscribe('a@b.c', { signal })],
  'user.me': ['json', (c, signal) => c.user.me({ signal })],
  'user.updateProfile': ['json', (c, signal) => c.user.updateProfile({ name: 'A' }, { signal })],
  'user.uploadAvatar': ['json', (c, signal) => c.user.uploadAvatar(image(), { signal })],
  'credits.fetchBalance': ['json', (c, signal) => c.credits.fetchBalance({ signal })],
  'billing.checkout': ['json', (c, signal) => c.credits.checkout('credits-10', 'https://app.example.com/', { signal })],
  'engines.list': ['json', (c, signal) => c.engines.list({ signal })],
  'chat.send': ['json', (c, signal) => c.chat.send({ prompt: 'Hi' }, { signal })],
  'tts.speak': ['json', (c, signal) => c.tts.speak({ text: 'Hi' }, { signal })],
  'avatar.generate': ['json', (c, signal) => c.avatar.generate({ script: 'Hi' }, { signal })],
  'productVideo.generate': [
    'json',
    (c, signal) =>
      c.productVideo.generate(
        { image: image(), prompt: 'p', duration: 5, resolution: '720p', fps: 25, motion: 'zoom', style: 'Kling 1.0' },
        { signal },
      ),
  ],
  'imageToVideo.start': [
    'json',
    (c, signal) =>
      c.imageToVideo.start({ prompt: 'p', duration: 5, resolution: '720p', firstFrame: image() }, { signal }),
  ],
  'imageToVideo.status': ['json', (c, signal) => c.imageToVideo.status('t1', { signal })],
  'backgroundRemoval.remove': ['json', (c, signal) => c.backgroundRemoval.remove({ image: image() }, { signal })],
  'ocr.extract': ['json', (c, signal) => c.ocr.extract({ image: image() }, { signal })],
  'imageGeneration.generate': [
    'json',
    (c, signal) => c.imageGeneration.generate({ prompt: 'p', size: 'square_1_1' }, { signal }),
  ],
  'mystic.start': [
    'json',
    (c, signal) => c.mystic.start({ prompt: 'p', size: 'square_1_1', resolution: '1k' }, { signal }),
  ],
  'mystic.status': ['json', (c, signal) => c.mystic.status('t1', { signal })],
  'imageEdit.start': ['json', (c, signal) => c.imageEdit.start({ prompt: 'p', image: image() }, { signal })],
  'imageEdit.status': ['json', (c, signal) => c.imageEdit.status('t1', { signal })],
  'enhance.start': ['json', (c, signal) => c.enhance.start({ image: image() }, { signal })],
  'enhance.status': ['json', (c, signal) => c.enhance.status('t1', { signal })],
  'style.start': ['json', (c, signal) => c.style.start({ image: image(), refImage: image() }, { signal })],
  'style.status': ['json', (c, signal) => c.style.status('t1', { signal })],
  'noMaskEdit.edit': ['json', (c, signal) => c.noMaskEdit.edit({ prompt: 'p', image: image() }, { signal })],
  'stabilityEdit.edit': ['json', (c, signal) => c.stabilityEdit.edit({ prompt: 'p', image: image() }, { signal })],
  'videoUpscale.start': ['json', (c, signal) => c.videoUpscale.start({ video: image() }, { signal })],
  'videoUpscale.status': [
    'json',
    (c, signal) => c.videoUpscale.status({ taskId: 't1', statusUrl: undefined, tmpPath: undefined }, { signal }),
  ],
  'media.list': ['json', (c, signal) => c.media.list({}, { signal })],
  'media.delete': ['none', (c, signal) => c.media.delete('m1', { signal })],
  'billing.invoices': ['json', (c, signal) => c.billing.invoices({}, { signal })],
  // console-a (tool-invoices)
  'billing.payInvoice': ['json', (c, signal) => c.billing.payInvoice('i1', { signal })],
  // console-a (tool-admin-billing)
  'billing.overview': ['json', (c, signal) => c.billing.overview({ signal })],
  'billing.plans': ['json', (c, signal) => c.billing.plans({ signal })],
  'billing.portal': ['json', (c, signal) => c.billing.portal('https://app.example.com/', { signal })],
  'billing.emailStatement': ['json', (c, signal) => c.billing.emailStatement(undefined, { signal })],
  'billing.profile': ['json', (c, signal) => c.billing.profile({ signal })],
  'billing.updateProfile': ['json', (c, signal) => c.billing.updateProfile({ company: 'A' }, { signal })],
  'billing.cards': ['json', (c, signal) => c.billing.cards({ signal })],
  'payments.testCheckout': ['json', (c, signal) => c.billing.testCheckout('cs_1', { signal })],
  'payments.confirmTestCheckout': [
    'json',
    (c, signal) =>
      c.billing.confirmTestCheckout('cs_1', { paymentMethod: 'pm_card_visa', expMonth: 4, expYear: 2040 }, { signal }),
  ],
  'payments.addTestCard': [
    'json',
    (c, signal) => c.billing.addTestCard({ paymentMethod: 'pm_card_visa', expMonth: 4, expYear: 2040 }, { signal }),
  ],
  'payments.removeTestCard': ['none', (c, signal) => c.billing.removeTestCard('c1', { signal })],
  'payments.makeDefaultTestCard': ['none', (c, signal) => c.billing.makeDefaultTestCard('c1', { signal })],
  'admin.users.grantCredits': [
    'json',
    (c, signal) => c.admin.users.grantCredits('u1', { amount: 5, reason: 'r' }, { signal }),
  ],
  'admin.billing.refund': ['none', (c, signal) => c.admin.billing.refund('i1', { signal })],
  'admin.billing.invoicesCsv': ['none', (c, signal) => c.admin.billing.invoicesCsv({ signal })],
  'usage.summary': ['json', (c, signal) => c.usage.summary({ signal })],
  'usage.dashboard': ['json', (c, signal) => c.usage.dashboard({ signal })],
  'admin.users.list': ['json', (c, signal) => c.admin.users.list({}, { signal })],
  'admin.users.create': [
    'json',
    (c, signal) => c.admin.users.create({ name: 'A', email: 'a@b.c', role: 'User', status: 'Active' }, { signal }),
  ],
  'admin.users.update': ['json', (c, signal) => c.admin.users.update('u1', { name: 'B' }, { signal })],
  'admin.users.delete': ['none', (c, signal) => c.admin.users.delete('u1', { signal })],
  'admin.users.exportCsv': ['none', (c, signal) => c.admin.users.exportCsv({}, { signal })],
  'admin.billing.summary': ['json', (c, signal) => c.admin.billing.summary({ signal })],
  'admin.billing.invoices': ['json', (c, signal) => c.admin.billing.invoices({}, { signal })],
  // console-b (tool-media-library)
  'admin.media.list': ['json', (c, signal) => c.admin.media.list({}, { signal })],
  'apiKeys.list': ['json', (c, signal) => c.apiKeys.list({ signal })],
  'apiKeys.create': ['json', (c, signal) => c.apiKeys.create({ label: 'k' }, { signal })],
  'apiKeys.revoke': ['none', (c, signal) => c.apiKeys.revoke('k1', { signal })],
  // console-c
  'jobs.list': ['json', (c, signal) => c.jobs.list({}, { signal })],
  'jobs.cancel': ['json', (c, signal) => c.jobs.cancel('t1', { signal })],
  'admin.jobs.list': ['json', (c, signal) => c.admin.jobs.list({}, { signal })],
  'admin.jobs.cancel': ['json', (c, signal) => c.admin.jobs.cancel('t1', { signal })],
  'admin.jobs.retry': ['json', (c, signal) => c.admin.jobs.retry('t1', { signal })],
  'admin.dashboard': ['json', (c, signal) => c.admin.dashboard({ signal })],
  'user.uploadCover': ['json', (c, signal) => c.account.uploadCover(image(), { signal })],
  'user.changePassword': [
    'none',
    (c, signal) => c.account.changePassword({ currentPassword: 'a', password: 'b' }, { signal }),
  ],
  'user.activity': ['json', (c, signal) => c.account.activity({}, { signal })],
  'user.deleteAccount': ['none', (c, signal) => c.account.deleteAccount('p', { signal })],
  // integrations
  'integrations.webhooks.list': ['json', (c, signal) => c.integrations.webhooks.list({ signal })],
  'integrations.webhooks.create': [
    'json',
    (c, signal) => c.integrations.webhooks.create({ url: 'https://h.example/x', events: ['job.failed'] }, { signal }),
  ],
  'integrations.webhooks.update': [
    'json',
    (c, signal) => c.integrations.webhooks.update('h1', { active: false }, { signal }),
  ],
  'integrations.webhooks.delete': ['none', (c, signal) => c.integrations.webhooks.remove('h1', { signal })],
  'integrations.webhooks.deliveries': ['json', (c, signal) => c.integrations.webhooks.deliveries('h1', { signal })],
  'integrations.webhooks.test': ['json', (c, signal) => c.integrations.webhooks.sendTest('h1', { signal })],
  // host-bell: the bell and the development outbox
  'notifications.list': ['json', (c, signal) => c.notifications.list({}, { signal })],
  'notifications.unreadCount': ['json', (c, signal) => c.notifications.unreadCount({ signal })],
  'notifications.markRead': ['json', (c, signal) => c.notifications.markRead('all', { signal })],
  'admin.outbox.list': ['json', (c, signal) => c.admin.outbox.list({}, { signal })],
};

/** How a call ended. */
async function outcome(call: () => unknown) {
  try {
    return { value: await call(), error: undefined };
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { value: undefined, error: error as ApiError };
  }
}

/** The same, as it stands now: `settled` stays false while the call is still under way. */
function watched(call: () => unknown) {
  const state: { settled: boolean; result?: Awaited<ReturnType<typeof outcome>> } = { settled: false };
  const done = outcome(call).then((result) => {
    state.settled = true;
    state.result = result;
    return result;
  });
  return Object.assign(state, { done });
}

/**
 * Waits, in real time, until the server holds `count` answers open (every request has arrived; or, with 0, the client
 * closed or finished every one): the event itself. The limit only ends a test that would otherwise hang.
 */
async function untilInFlight(count: number) {
  const deadline = performance.now() + 30_000;
  while (server.inFlight() !== count) {
    if (performance.now() > deadline) throw new Error(`The server holds ${server.inFlight()} answers, not ${count}.`);
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}
const nothingPending = () => untilInFlight(0);

/** Fakes the clock of the client's limits (its setTimeout); the fault server's timers stay real. */
function fakeClientClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}
afterEach(() => {
  vi.useRealTimers();
});

// The CSRF cookie's failures are ignored by design: the next call reports the real problem.
const operations = (Object.keys(contractTable) as Operation[]).filter((operation) => operation !== 'auth.csrfCookie');

describe('every call, against a server that answers badly', () => {
  it('has one call of every operation of the contract table', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(contractTable).sort());
  });

  const quick: [Fault, ApiErrorReason, 'json-only'?][] = [
    ['server-error-json', 'server-error'],
    ['server-error-html', 'server-error'],
    ['malformed-json', 'malformed-response', 'json-only'],
    ['unauthenticated', 'unauthenticated'],
    ['insufficient-credits', 'insufficient-credits'],
    ['plan-limit', 'plan-limit'],
    ['invalid-input', 'invalid-input'],
    ['reset-before-headers', 'network'],
    ['huge-body', 'response-too-large'],
    ['huge-body-declared', 'response-too-large'],
    ['redirect-other-origin', 'redirected'],
  ];

  it.each(quick)(
    '%s: every call fails with reason %s, at once, leaving nothing pending',
    async (fault, reason, only) => {
      // The client's clock stands still: a call that waited for any timer of its own would never end (and the test
      // would time out), so each one ends on the answer alone.
      fakeClientClock();
      const seen: Record<string, string> = {};
      for (const operation of operations) {
        const id = `${fault}-${operation}`;
        const { client } = clientFor(fault, id);
        const [answer, call] = calls[operation];
        const { error } = await outcome(() => call(client));
        seen[operation] =
          only && answer === 'none' ? (error ? `unexpected ${error.reason}` : reason) : (error?.reason ?? 'resolved');
        if (error) expect(error.message).not.toMatch(/<|undefined/);
        if (fault === 'redirect-other-origin') expect(server.received(id)).toEqual([]);
      }
      expect(seen).toEqual(Object.fromEntries(operations.map((operation) => [operation, reason])));
      await nothingPending();
    },
    // Some 80 calls one after the other (a huge body reads 256 kB each): ~0.5 s alone, over 5 s on a loaded machine.
    60_000,
  );

  it('says the spec’s messages: 401, 402 with the balance published, 403 with the plan, 422 with the details', async () => {
    const unauthenticated = clientFor('unauthenticated', 'words-401');
    const error401 = (await outcome(() => unauthenticated.client.chat.send({ prompt: 'x' }))).error;
    expect(error401?.message).toBe('Please log in to continue.');
    expect(unauthenticated.onUnauthenticated).toHaveBeenCalledWith(error401);
    const short = clientFor('insufficient-credits', 'words-402');
    expect(
      (await outcome(() => short.client.imageGeneration.generate({ prompt: 'p', size: 'square_1_1' }))).error,
    ).toMatchObject({ message: 'Not enough credits. Need 9, you have 2.', credits: { required: 9, have: 2 } });
    expect(short.published).toEqual([2]);
    const plan = clientFor('plan-limit', 'words-403');
    expect(
      (await outcome(() => plan.client.mystic.start({ prompt: 'p', size: 'square_1_1', resolution: '4k' }))).error,
    ).toMatchObject({
      message: 'Your plus plan allows 1k. Upgrade to Business for 4K.',
      planLimit: { allowedResolutions: ['1k'], requested: '4k', plan: 'plus' },
    });
    const invalid = clientFor('invalid-input', 'words-422');
    expect((await outcome(() => invalid.client.chat.send({ prompt: '' }))).error?.message).toBe('Prompt is required');
    const html = clientFor('server-error-html', 'words-500');
    expect((await outcome(() => html.client.chat.send({ prompt: 'x' }))).error?.message).toBe('Request failed');
  });

  it('reads the wrong shape as what it is: a malformed answer, a missing output or a missing task id', async () => {
    const { client } = clientFor('wrong-shape', 'shape');
    const reasons = await Promise.all(
      [
        () => client.imageEdit.status('t1'),
        () => client.imageToVideo.status('t1'),
        () => client.ocr.extract({ image: image() }),
        () => client.chat.send({ prompt: 'x' }),
        () => client.tts.speak({ text: 'x' }),
        () => client.enhance.start({ image: image() }),
      ].map(async (call) => (await outcome(call)).error?.reason),
    );
    expect(reasons).toEqual([
      'malformed-response',
      'malformed-response',
      'malformed-response',
      'malformed-response',
      'no-output',
      'missing-task-id',
    ]);
  });
});

describe('slow and broken answers: time limits cover the body, aborts stay aborts', () => {
  const oneOfEachBody: Operation[] = ['chat.send', 'ocr.extract', 'imageEdit.status', 'media.delete'];

  it.each([
    ['hang-before-headers', 'timeout'],
    ['hang-after-headers', 'timeout'],
    ['slow-drip', 'timeout'],
    ['reset-during-body', 'network'],
  ] as const)('%s: %s at the time limit and not before, nothing pending', async (fault, reason) => {
    // Only the faults that must time out get the short limit, on a fake clock: a reset must be a reset whatever the
    // machine's load.
    if (reason === 'timeout') fakeClientClock();
    const limit = reason === 'timeout' ? { timeoutMs } : {};
    const running = oneOfEachBody.map((operation) => {
      const { client } = clientFor(fault, `${fault}-${operation}`, limit);
      return watched(() => calls[operation][1](client));
    });
    if (reason === 'timeout') {
      await untilInFlight(oneOfEachBody.length);
      await vi.advanceTimersByTimeAsync(timeoutMs - 1);
      expect(running.map((call) => call.settled)).toEqual(oneOfEachBody.map(() => false));
      // Not given up: the server still holds every request once a round trip has passed (an abort closes its socket).
      await new Promise((resolve) => realSetImmediate(resolve));
      expect(server.inFlight()).toBe(oneOfEachBody.length);
      await vi.advanceTimersByTimeAsync(1);
    }
    const results = await Promise.all(running.map((call) => call.done));
    expect(results.map(({ error }) => error?.reason)).toEqual(oneOfEachBody.map(() => reason));
    if (reason === 'timeout') {
      expect(results[0]?.error?.message).toBe('The server took too long to answer. Please try again.');
    }
    await nothingPending();
  });

  it.each([
    ['abort()', (controller: AbortController) => controller.abort()],
    ['abort(reason)', (controller: AbortController) => controller.abort(new Error('Closed by the user'))],
  ])('%s while the body is read is "aborted", never an error to show', async (_, abort) => {
    const { client } = clientFor('hang-after-headers', `abort-${_}`);
    const controller = new AbortController();
    const result = outcome(() => client.chat.send({ prompt: 'x' }, { signal: controller.signal }));
    await untilInFlight(1);
    // Its limit is a minute away: only the abort can end it now.
    abort(controller);
    const { error } = await result;
    expect(error).toMatchObject({ kind: 'aborted', reason: 'aborted', message: 'The request was cancelled.' });
    await nothingPending();
  });

  it('AbortSignal.timeout() of the caller is "aborted" too, during a slow drip', async () => {
    const { client } = clientFor('slow-drip', 'abort-timeout', { timeoutMs: false });
    // The client has no limit of its own here and the drip never ends: only the caller's signal can end the call.
    const { error } = await outcome(() => client.chat.send({ prompt: 'x' }, { signal: AbortSignal.timeout(300) }));
    expect(error).toMatchObject({ reason: 'aborted' });
    expect(error?.cause).toMatchObject({ name: 'TimeoutError' });
    await nothingPending();
  });
});

describe('downloads', () => {
  it('time out when the file server hangs, or when a drip outlasts the download limit; nothing pending', async () => {
    fakeClientClock();
    const hanging = clientFor('hang-before-headers', 'download-hang', { timeoutMs });
    const url = `${server.baseUrl('hang-before-headers', 'download-hang')}/api/v1/usage`;
    const hung = watched(() => hanging.client.downloads.fetchBlob(url));
    await untilInFlight(1);
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(hung.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await hung.done).error?.reason).toBe('timeout');
    await nothingPending();
    // A drip keeps bytes coming (no stall), so only the whole download's limit (1.5 s here) ends it: not at the stall
    // limit (`timeoutMs`, a minute here), and not before its own.
    const dripping = clientFor('slow-drip', 'download-drip', { downloadTimeoutMs: 1500 });
    const drip = watched(() =>
      dripping.client.downloads.fetchBlob(`${server.baseUrl('slow-drip', 'download-drip')}/api/v1/usage`),
    );
    await untilInFlight(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(drip.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await drip.done).error?.reason).toBe('timeout');
    await nothingPending();
  });

  it('save opens the file in a new tab when the download fails, and stays silent on abort', async () => {
    const opened: string[] = [];
    const openInNewTab = (url: string) => void opened.push(url);
    const timingOut = clientFor('hang-after-headers', 'save', { openInNewTab, timeoutMs }).client;
    const url = `${server.baseUrl('hang-after-headers', 'save')}/api/v1/usage`;
    expect(await timingOut.downloads.save(url, 'a.png')).toEqual({
      method: 'opened-in-tab',
      message: 'Download failed',
    });
    expect(opened).toEqual([url]);
    // Under the long limit, so that only the abort can end this one.
    const { client } = clientFor('hang-after-headers', 'save', { openInNewTab });
    const controller = new AbortController();
    const saving = outcome(() => client.downloads.save(url, 'a.png', { signal: controller.signal }));
    await untilInFlight(1);
    controller.abort();
    expect((await saving).error?.reason).toBe('aborted');
    expect(opened).toHaveLength(1);
    await nothingPending();
  });
});

describe('another origin', () => {
  it('gets no token, XSRF header or cookies: the credits fallbacks a host configures there go bare', async () => {
    const { client } = clientFor('unauthenticated', 'fallback', {
      creditsUrls: [`${server.otherOrigin}/fallback/api/v1/user`],
    });
    expect(await client.credits.fetchBalance()).toEqual({ credits: 1, cap: 100 });
    expect(server.received('fallback')).toEqual([
      { method: 'GET', path: '/fallback/api/v1/user', authorization: undefined, xsrf: undefined, cookie: undefined },
    ]);
  });
});
