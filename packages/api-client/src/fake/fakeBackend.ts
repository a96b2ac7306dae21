import type { FakeBackendContext, FakeRequest, FakeRoute, FakeState } from './fakeBackendTypes';
import type { FakeJob, FakeJobScript, FakeJobTool } from './jobs';
import { accountRoutes } from './routes/accountRoutes';
import { adminRoutes } from './routes/adminRoutes';
import { libraryRoutes } from './routes/libraryRoutes';
import { toolRoutes } from './routes/toolRoutes';
import { scenarioReply, type FakeOperation, type FakeReply, type FakeScenario } from './scenarios';
import type { FakeMediaUrl } from './seed';

const routes: FakeRoute[] = [...accountRoutes, ...toolRoutes, ...libraryRoutes, ...adminRoutes];

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
  token: string;
  mediaUrl: FakeMediaUrl;
  chatReply: (prompt: string) => string;
  scenarioFor(operation: FakeOperation): FakeScenario;
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

async function readPayload(request: Request): Promise<Pick<FakeRequest, 'json' | 'form'>> {
  const type = request.headers.get('content-type') ?? '';
  let json: Record<string, unknown> = {};
  let form: FormData | undefined;
  if (type.includes('application/json')) {
    const parsed = (await request.json().catch(() => ({}))) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
  } else if (type.includes('multipart/form-data')) {
    form = await request.formData().catch(() => undefined);
  }
  return { json, form };
}

function toResponse(reply: FakeReply): Response {
  const status = reply.status ?? 200;
  if (status === 204) return new Response(null, { status });
  if (reply.text !== undefined) {
    return new Response(reply.text, { status, headers: { 'Content-Type': reply.contentType ?? 'text/plain' } });
  }
  return new Response(JSON.stringify(reply.body ?? {}), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An in-memory backend behind a `fetch`: the real client runs on top of it, so both answer alike. */
export function createFakeBackend(options: FakeBackendOptions) {
  const { state } = options;
  const requests: FakeRequestRecord[] = [];

  const context: FakeBackendContext = {
    state,
    mediaUrl: options.mediaUrl,
    chatReply: options.chatReply,
    queuedPolls: options.queuedPolls,
    jobScripts: options.jobScripts,
    token: options.token,
    scenarioFor: options.scenarioFor,
    charge(cost) {
      const have = state.user.credits;
      if (have < cost) return { status: 402, body: { message: 'Insufficient credits.', required: cost, have } };
      state.user = { ...state.user, credits: have - cost };
      return undefined;
    },
    startJob({ kind, tool, id, cost, fails, resultUrl }) {
      const script = options.jobScripts[tool];
      const end = script?.then ?? (fails ? 'fail' : 'succeed');
      const job: FakeJob = { id, kind, polls: 0, script, end, resultUrl, cost, refunded: false };
      state.jobs.set(job.id, job);
      return job;
    },
    newId(prefix) {
      state.nextId += 1;
      return `${prefix}-${state.nextId}`;
    },
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = routes.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(url.pathname),
    );
    requests.push({ operation: route?.operation, method: request.method, path: url.pathname + url.search });
    // Like a server, take in the whole request before answering: a body nobody reads is cancelled by the client
    // when the call ends, and Node's fetch then fails while still writing the upload into it.
    const payload = await readPayload(request);
    await wait(options.latencyMs, request.signal);
    if (!route) return toResponse({ status: 404, body: { message: 'Not found.' } });

    const scenario = options.scenarioFor(route.operation);
    if (scenario === 'network-error') throw new TypeError('Failed to fetch');
    const forced = scenarioReply(scenario, state.user.credits);
    if (forced) return toResponse(forced);

    const authorization = request.headers.get('Authorization');
    if (!route.public && authorization !== `Bearer ${options.token}`) {
      return toResponse({ status: 401, body: { message: 'Unauthenticated.' } });
    }
    const match = route.pattern.exec(url.pathname)?.slice(1) ?? [];
    const params = match.map((value) => decodeURIComponent(value));
    const received: FakeRequest = {
      method: request.method,
      path: url.pathname,
      params,
      query: url.searchParams,
      ...payload,
    };
    return toResponse(route.handle(received, context));
  };

  return { fetch, requests };
}
