// A real HTTP server (node:http) that answers any call of the contract, and misbehaves on request: the fault
// injection suite drives the client, and two tools in Chromium, against it. Not part of the package.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as timers from 'node:timers';
import { contractTable, type Operation } from '../operations/contractTable';

// Node's own timers, taken when this module loads, before any test fakes the clock (a fake clock replaces the global
// ones and the timers module's): the server drips and resets in real time while a test moves the client's clock.
const { clearInterval, setInterval, setTimeout } = timers;

/** Every way the server can answer a call. */
export const faults = [
  'server-error-json',
  'server-error-html',
  'malformed-json',
  'wrong-shape',
  'unauthenticated',
  'insufficient-credits',
  'plan-limit',
  'invalid-input',
  'hang-before-headers',
  'hang-after-headers',
  'reset-before-headers',
  'reset-during-body',
  'slow-drip',
  'huge-body',
  'huge-body-declared',
  'redirect-other-origin',
] as const;

export type Fault = (typeof faults)[number];

/** What a browser test needs to reach the servers (given by the browser project's global setup). */
export interface FaultServerAddress {
  /**
   * `${origin}/f/<fault>/<id>` is a base URL whose every call gets the fault (with an id starting `tool-`, every call
   * but the session's: the CSRF cookie and the user, so that a tool's balance loads).
   */
  origin: string;
  /** Another origin: where redirects point; it records what reached it at `/__received/<id>`. */
  otherOrigin: string;
}

export interface FaultServer extends FaultServerAddress {
  /** The base URL of a client whose calls get `fault`; `id` names the test (for `received`). */
  baseUrl(fault: Fault, id?: string): string;
  /** What the other origin received for the test `id`: method, path, and the credentials it was sent. */
  received(id: string): ReceivedRequest[];
  /** Answers the server is still writing or holding: 0 once every client has given up. */
  inFlight(): number;
  close(): Promise<void>;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  xsrf: string | undefined;
  cookie: string | undefined;
}

/** A user the session calls answer with, so that a tool's balance loads whatever the fault. */
const sessionUser = {
  data: { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', role: 'user', credits: 100, plan: { name: 'pro' } },
};
const sessionOperations: Operation[] = ['auth.csrfCookie', 'user.me', 'credits.fetchBalance'];

const patterns = Object.entries(contractTable).map(([operation, entry]) => ({
  operation: operation as Operation,
  method: entry.method,
  pattern: new RegExp(`^${entry.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The answer a well-behaved server would give, in the wrong shape: statuses and OCR fields of the wrong type. */
function wrongShape(operation: Operation): unknown {
  if (operation.endsWith('.status')) return { status: ['COMPLETED'], task_id: 't1' };
  if (operation === 'ocr.extract') return { text: 42, words: 'none' };
  return { unexpected: true };
}

function cors(request: IncomingMessage, response: ServerResponse) {
  const origin = request.headers.origin;
  if (!origin) return;
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader(
    'Access-Control-Allow-Headers',
    'Authorization, Content-Type, X-XSRF-TOKEN, X-Plan, Accept, Idempotency-Key',
  );
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE');
  response.setHeader('Vary', 'Origin');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Starts the misbehaving server and the other origin. `dripMs` paces the slow drip; `hugeBytes` the huge bodies. */
export async function startFaultServer({ dripMs = 100, hugeBytes = 4 * 1024 * 1024 } = {}): Promise<FaultServer> {
  const received = new Map<string, ReceivedRequest[]>();
  const pending = new Set<ServerResponse>();
  const timers = new Set<ReturnType<typeof setInterval>>();

  const other = createServer((request, response) => {
    cors(request, response);
    const url = new URL(request.url ?? '/', 'http://other');
    const [, first, id] = url.pathname.split('/');
    if (first === '__received' && id) return json(response, 200, received.get(id) ?? []);
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const list = received.get(first ?? '') ?? [];
    received.set(first ?? '', list);
    list.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      xsrf: request.headers['x-xsrf-token'] as string | undefined,
      cookie: request.headers.cookie,
    });
    request.resume();
    json(response, 200, { reply: 'from another origin', data: { email: 'intruder@other.test', credits: 1 } });
  });
  const otherOrigin = await listen(other);

  const server = createServer((request, response) => {
    cors(request, response);
    const url = new URL(request.url ?? '/', 'http://fault');
    if (url.pathname === '/__in-flight') return json(response, 200, { inFlight: pending.size });
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const [, prefix, fault, id, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const operation = patterns.find((entry) => entry.method === request.method && entry.pattern.test(path))?.operation;
    if (prefix !== 'f' || !operation || !(faults as readonly string[]).includes(fault ?? '')) {
      return json(response, 404, { message: 'Not found.' });
    }
    pending.add(response);
    response.on('close', () => pending.delete(response));
    // The request is read whole first, as a server does (an upload is not cut off mid-way).
    request.resume();
    request.on('end', () => {
      // A tool test's session calls answer normally, so that the tool's balance loads whatever the fault.
      if (id?.startsWith('tool-') && sessionOperations.includes(operation)) return json(response, 200, sessionUser);
      // The form's engine line asks once on mount: no engine named, so only the tool's own call meets the fault.
      if (id?.startsWith('tool-') && operation === 'engines.list') return json(response, 200, { data: [] });
      answer(fault as Fault, operation, id ?? '', path, request, response);
    });
  });

  function answer(
    fault: Fault,
    operation: Operation,
    id: string,
    path: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const drip = (chunks: string[]) => {
      const timer = setInterval(() => {
        const chunk = chunks.shift();
        if (chunk === undefined || response.destroyed) {
          clearInterval(timer);
          timers.delete(timer);
          if (!response.destroyed) response.end();
          return;
        }
        response.write(chunk);
      }, dripMs);
      timers.add(timer);
    };
    switch (fault) {
      case 'server-error-json':
        return json(response, 500, { message: 'Model overloaded' });
      case 'server-error-html':
        return response
          .writeHead(500, { 'Content-Type': 'text/html' })
          .end('<html><body><h1>500 Internal Server Error</h1></body></html>');
      case 'malformed-json':
        return response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"reply": "cut off');
      case 'wrong-shape':
        return json(response, 200, wrongShape(operation));
      case 'unauthenticated':
        return json(response, 401, { message: 'Unauthenticated.' });
      case 'insufficient-credits':
        return json(response, 402, { message: 'Insufficient credits.', required: 9, have: 2 });
      case 'plan-limit':
        return json(response, 403, {
          message: 'Resolution not allowed.',
          allowed: ['1k'],
          requested: '4k',
          plan: 'plus',
          upgrade_hint: 'Upgrade to Business for 4K.',
        });
      case 'invalid-input':
        return json(response, 422, { details: 'Prompt is required' });
      case 'hang-before-headers':
        return;
      case 'hang-after-headers':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return response.flushHeaders();
      case 'reset-before-headers':
        return request.socket.destroy();
      case 'reset-during-body':
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
        response.write('{"reply": "half of an ans');
        return setTimeout(() => request.socket.destroy(), 50);
      case 'slow-drip': {
        // A valid answer, one byte at a time: it would take minutes.
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return drip([...JSON.stringify({ reply: 'slow '.repeat(200), status: 'COMPLETED' })]);
      }
      case 'huge-body':
      case 'huge-body-declared': {
        const declared = fault === 'huge-body-declared' ? { 'Content-Length': String(hugeBytes) } : {};
        response.writeHead(200, { 'Content-Type': 'application/json', ...declared });
        response.write('{"reply": "');
        // As fast as the client reads, until it has all (the client should stop reading long before).
        const block = 'x'.repeat(64 * 1024);
        let left = Math.ceil(hugeBytes / block.length);
        const pump = () => {
          while (left > 0 && !response.destroyed) {
            left -= 1;
            if (!response.write(block)) return void response.once('drain', pump);
          }
          if (!response.destroyed) response.end('"}');
        };
        return pump();
      }
      case 'redirect-other-origin':
        return response.writeHead(307, { Location: `${otherOrigin}/${id}${path}` }).end();
    }
  }
  const origin = await listen(server);

  return {
    origin,
    otherOrigin,
    baseUrl: (fault, id = 'x') => `${origin}/f/${fault}/${id}`,
    received: (id) => received.get(id) ?? [],
    inFlight: () => pending.size,
    async close() {
      timers.forEach((timer) => clearInterval(timer));
      for (const target of [server, other]) {
        target.closeAllConnections();
        await new Promise<void>((resolve) => target.close(() => resolve()));
      }
    },
  };
}
