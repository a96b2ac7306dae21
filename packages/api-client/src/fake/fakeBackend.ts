import { contractTable, type BodyKind } from '../operations/contractTable';
import type { FakeBackendContext, FakeRequest, FakeRoute, FakeState } from './fakeBackendTypes';
import type { FakeJob, FakeJobScript, FakeJobTool } from './jobs';
import { fakeMediaFileAt } from './media/fakeMedia';
import { accountRoutes } from './routes/accountRoutes';
import { adminRoutes } from './routes/adminRoutes';
import { jobListRoutes } from './routes/jobListRoutes';
import { accountSettingsRoutes } from './routes/accountSettingsRoutes';
import { libraryRoutes } from './routes/libraryRoutes';
import { toolRoutes } from './routes/toolRoutes';
import { integrationRoutes } from './routes/integrationRoutes';
import { notificationRoutes } from './routes/notificationRoutes';
import { checkFakeLowCredits } from './notifications';
import { scenarioReply, type FakeOperation, type FakeReply, type FakeScenario } from './scenarios';
import { chargeFakeAccount, type FakeMediaUrl } from './seed';

interface RouteMatcher {
  operation: FakeOperation;
  method: string;
  pattern: RegExp;
  body: BodyKind;
  public: boolean;
  adminOnly: boolean;
  handle: FakeRoute['handle'];
}

/** A path of the table as a pattern: each `{name}` segment is captured. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`);

/**
 * The fake's own media files and uploads, where a browser's blob: URLs cannot be used (Node, jsdom): served with the
 * same real bytes.
 */
const mediaFileRoute: RouteMatcher = {
  operation: 'media.file',
  method: 'GET',
  pattern: /^\/fake-media\/(image|video|audio|pdf|upload)\/([^/]+)$/,
  body: 'none',
  public: true,
  adminOnly: false,
  handle: ({ params, path, query }, { state }) => {
    const upload = params[0] === 'upload' ? state.uploads.get(params[1] ?? '') : undefined;
    const file = upload ? undefined : fakeMediaFileAt(`https://fake.invalid${path}?${query.toString()}`);
    if (upload) return { file: upload };
    return file ? { file: file.bytes, contentType: file.type } : { status: 404, body: { message: 'Not found.' } };
  },
};

/** Every route, matched by its operation's method and path in the contract table. */
const routes: RouteMatcher[] = [
  ...[
    ...accountRoutes,
    ...toolRoutes,
    ...libraryRoutes,
    ...adminRoutes,
    ...jobListRoutes,
    ...accountSettingsRoutes,
    // integrations
    ...integrationRoutes,
    ...notificationRoutes, // host-bell
  ].map((route) => {
    const entry = contractTable[route.operation as keyof typeof contractTable];
    return {
      operation: route.operation,
      method: entry.method,
      pattern: patternOf(entry.path),
      body: entry.body,
      public: 'public' in entry,
      adminOnly: !!route.adminOnly,
      handle: route.handle,
    };
  }),
  mediaFileRoute,
];

/** One request as the fake backend saw it: for assertions in tests. */
export interface FakeRequestRecord {
  operation: FakeOperation | undefined;
  method: string;
  path: string;
}

export interface FakeBackendOptions {
  state: FakeState;
  latencyMs: number;
  queuedPolls: number;
  jobScripts: Partial<Record<FakeJobTool, FakeJobScript>>;
  mediaUrl: FakeMediaUrl;
  uploadUrl(id: string, file: Blob): string;
  chatReply: (prompt: string) => string;
  /** `callKey`: the request's Idempotency-Key, the same on every try of one job start. */
  scenarioFor(operation: FakeOperation, callKey?: string): FakeScenario;
}

/** The fake's latency; with none it adds no timer, so tests with fake timers need not advance anything. */
function wait(ms: number, signal: AbortSignal | null): Promise<void> {
  const aborted = () => new DOMException('The request was aborted.', 'AbortError');
  if (signal?.aborted) return Promise.reject(aborted());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The body's kind by its content type. */
function bodyKindOf(request: Request): BodyKind {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return 'json';
  if (type.includes('multipart/form-data')) return 'multipart';
  return 'none';
}

async function readPayload(request: Request): Promise<Pick<FakeRequest, 'json' | 'form'>> {
  const kind = bodyKindOf(request);
  let json: Record<string, unknown> = {};
  let form: FormData | undefined;
  if (kind === 'json') {
    const parsed = (await request.json().catch(() => ({}))) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
  } else if (kind === 'multipart') {
    form = await request.formData().catch(() => undefined);
  }
  return { json, form };
}

function toResponse(reply: FakeReply): Response {
  const status = reply.status ?? 200;
  if (status === 204) return new Response(null, { status });
  if (reply.file !== undefined) {
    const type = reply.contentType ?? (reply.file instanceof Blob ? reply.file.type : 'application/octet-stream');
    return new Response(reply.file, { status, headers: { 'Content-Type': type } });
  }
  if (reply.text !== undefined) {
    return new Response(reply.text, { status, headers: { 'Content-Type': reply.contentType ?? 'text/plain' } });
  }
  return new Response(JSON.stringify(reply.body ?? {}), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const bodyAccepted = (expected: BodyKind, sent: BodyKind) =>
  expected === sent || (expected === 'json-or-multipart' && sent !== 'none');

/**
 * An in-memory backend behind a `fetch`, answering the contract table's operations as a real server would: a
 * session (bearer token) is needed except on public operations, admin operations need an administrator, a body of
 * the wrong kind is refused, and jobs, libraries and keys belong to their account.
 */
export function createFakeBackend(options: FakeBackendOptions) {
  const { state } = options;
  const requests: FakeRequestRecord[] = [];
  let tokens = 0;

  const context: FakeBackendContext = {
    state,
    mediaUrl: options.mediaUrl,
    uploadUrl: options.uploadUrl,
    chatReply: options.chatReply,
    queuedPolls: options.queuedPolls,
    jobScripts: options.jobScripts,
    scenarioFor: options.scenarioFor,
    charge(account, cost) {
      const have = account.credits;
      if (have < cost) return { status: 402, body: { message: 'Insufficient credits.', required: cost, have } };
      chargeFakeAccount(account, cost);
      checkFakeLowCredits(state, account); // host-bell: as the server, in the charge
      return undefined;
    },
    startJob({ name, fails, ...fields }) {
      const script = options.jobScripts[name];
      const end = script?.then ?? (fails ? 'fail' : 'succeed');
      const job: FakeJob = { ...fields, polls: 0, script, end, refunded: false, ended: false, cancelled: false };
      state.jobs.set(job.id, job);
      return job;
    },
    newId(prefix) {
      state.nextId += 1;
      return `${prefix}-${state.nextId}`;
    },
    signIn(account) {
      tokens += 1;
      const token = `fake-token-${account.id}-${tokens}`;
      state.sessions.set(token, account.id);
      return token;
    },
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    // The fake's media are blob: URLs of the page in a browser: the page holds them, as a CDN would a real file.
    if (url.protocol === 'blob:') return globalThis.fetch(request);
    const route = routes.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(url.pathname),
    );
    requests.push({ operation: route?.operation, method: request.method, path: url.pathname + url.search });
    // Like a server, take in the whole request before answering: a body nobody reads is cancelled by the client
    // when the call ends, and Node's fetch then fails while still writing the upload into it.
    const payload = await readPayload(request);
    await wait(options.latencyMs, request.signal);
    if (!route) return toResponse({ status: 404, body: { message: 'Not found.' } });

    const scenario = options.scenarioFor(route.operation, request.headers.get('Idempotency-Key') ?? undefined);
    if (scenario === 'network-error') throw new TypeError('Failed to fetch');
    const forced = scenarioReply(scenario, state.user.credits);
    if (forced) return toResponse(forced);

    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    const accountId = token === undefined ? undefined : state.sessions.get(token);
    const account = state.accounts.find((candidate) => candidate.id === accountId);
    if (!route.public && !account) return toResponse({ status: 401, body: { message: 'Unauthenticated.' } });
    if (route.adminOnly && account?.role !== 'admin' && account?.role !== 'owner') {
      return toResponse({ status: 403, body: { message: 'This needs an administrator.' } });
    }
    if (!bodyAccepted(route.body, bodyKindOf(request))) {
      return toResponse({ status: 415, body: { message: `This call takes a ${route.body} body.` } });
    }
    const params = (route.pattern.exec(url.pathname)?.slice(1) ?? []).map((value) => decodeURIComponent(value));
    const received = {
      method: request.method,
      path: url.pathname,
      params,
      query: url.searchParams,
      ...payload,
      // Public routes may have no session: their handlers look at `account` only where one is needed.
      account: account as FakeRequest['account'],
      token,
    };
    return toResponse(route.handle(received, context));
  };

  return { fetch, requests, signIn: context.signIn };
}
