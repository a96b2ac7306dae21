import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { EngineFile, EngineRun } from '../engines/engine';
import { apiDescription, multipartFields } from './apiDescription';

// A local stand-in for a provider, answering in the provider's documented format (success, 4xx, 5xx, slow and
// malformed answers, chosen per test). It records what it was sent and, given the provider's published description,
// checks every request and every successful answer against it: after each test, no problem may be left.

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body as its schema sees it: JSON parsed, multipart fields as text (files as placeholders). */
  fields: Record<string, unknown> | undefined;
}

export interface Reply {
  json(status: number, body: unknown): void;
  bytes(status: number, contentType: string, body: Buffer): void;
  raw: ServerResponse;
}

export type Handler = (request: Received, reply: Reply) => void;

export const contractFixtures = new URL('../../../../packages/api-client/src/contract/fixtures/', import.meta.url)
  .pathname;
export const photo: EngineFile = { path: join(contractFixtures, 'photo.png'), contentType: 'image/png' };

/** Starts a stand-in for the file's tests; `description` is the vendored API description it checks against. */
export function providerStandIn(description?: { file: string; basePath?: string }) {
  const checker = description ? apiDescription(description.file, { basePath: description.basePath }) : undefined;
  const state = {
    base: '',
    handler: (() => undefined) as Handler,
    received: [] as Received[],
    problems: [] as string[],
    workDir: '',
    pngBase64: '',
  };
  let server: Server;
  let runs = 0;

  beforeAll(async () => {
    state.pngBase64 = (
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer()
    ).toString('base64');
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () =>
        receive(request, Buffer.concat(chunks), response).catch((error: unknown) => {
          state.problems.push(`the stand-in failed: ${String(error)}`);
          response.writeHead(500).end();
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    state.received.length = 0;
    state.problems.length = 0;
    state.workDir = await mkdtemp(join(tmpdir(), 'mediakit-provider-'));
  });
  afterEach(async () => {
    await rm(state.workDir, { recursive: true, force: true });
    expect(state.problems, 'requests and answers must match the provider description').toEqual([]);
  });

  async function receive(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const contentType = request.headers['content-type'];
    let fields: Record<string, unknown> | undefined;
    if (contentType?.startsWith('multipart/form-data')) fields = (await multipartFields(body, contentType)).fields;
    else if (contentType?.includes('json') && body.length) fields = JSON.parse(body.toString()) as typeof fields;
    const received: Received = { method: request.method!, url: request.url!, headers: request.headers, body, fields };
    state.received.push(received);
    const isFile = request.url!.startsWith('/files/');
    if (checker && !isFile) {
      const problems = checker.request(received.method, received.url, contentType, body.length ? fields : undefined);
      state.problems.push(...problems.map((problem) => `request ${received.method} ${received.url}: ${problem}`));
    }
    const checkAnswer = (status: number, type: string, answer: unknown) => {
      if (!checker || isFile || status >= 300) return;
      const problems = checker.response(received.method, received.url, status, type, answer);
      state.problems.push(...problems.map((problem) => `answer to ${received.method} ${received.url}: ${problem}`));
    };
    state.handler(received, {
      raw: response,
      json(status, answer) {
        checkAnswer(status, 'application/json', answer);
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      },
      bytes(status, type, answer) {
        checkAnswer(status, type, answer);
        response.writeHead(status, { 'Content-Type': type }).end(answer);
      },
    });
  }

  return {
    get base() {
      return state.base;
    },
    get received() {
      return state.received;
    },
    get problems() {
      return state.problems;
    },
    get png() {
      return Buffer.from(state.pngBase64, 'base64');
    },
    get pngBase64() {
      return state.pngBase64;
    },
    set handler(handler: Handler) {
      state.handler = handler;
    },
    /** A run in its own folder, as the worker gives each job. */
    run(signal = new AbortController().signal): EngineRun {
      const folder = join(state.workDir, `run-${(runs += 1)}`);
      mkdirSync(folder, { recursive: true });
      return { workDir: folder, signal, progress: () => undefined };
    },
    /** Serves the result files the asynchronous providers link to; true when it answered. */
    serveFile(request: Received, reply: Reply): boolean {
      if (request.url === '/files/result.png') {
        reply.bytes(200, 'image/png', Buffer.from(state.pngBase64, 'base64'));
        return true;
      }
      if (request.url === '/files/result.mp4') {
        void readFile(join(contractFixtures, 'clip.mp4')).then((clip) => reply.bytes(200, 'video/mp4', clip));
        return true;
      }
      if (request.url === '/files/page.html') {
        reply.bytes(200, 'text/html', Buffer.from('<html>a page, not a result</html>'));
        return true;
      }
      return false;
    },
  };
}

/** A video's size, frame rate and whole seconds, by ffprobe. */
export async function probeVideo(path: string) {
  const { stdout } = await promisify(execFile)('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height,r_frame_rate:format=duration',
    '-of',
    'json',
    path,
  ]);
  const info = JSON.parse(stdout) as {
    streams: { width: number; height: number; r_frame_rate: string }[];
    format: { duration: string };
  };
  return {
    width: info.streams[0]!.width,
    height: info.streams[0]!.height,
    fps: info.streams[0]!.r_frame_rate,
    duration: Math.round(Number(info.format.duration)),
  };
}
