import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer';
import type { EngineRun } from '../engine';
import { defaultFalStyleModels, falEngines } from './fal';
import { freepikEngines } from './freepik';

/**
 * Local stand-ins for the providers, answering in each provider's documented format: success, 4xx, 5xx, slow and
 * malformed answers, chosen per test. They record what they were sent, so the requests are checked too.
 */
type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;
let handler: Handler;
let stub: Server;
let base: string;
const received: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];

const fixtures = new URL('../../../../../packages/api-client/src/contract/fixtures/', import.meta.url).pathname;
const photo = { path: join(fixtures, 'photo.png'), contentType: 'image/png' };
let pngBase64: string;
let workDir: string;
const run = (signal = new AbortController().signal): EngineRun => ({ workDir, signal, progress: () => undefined });
const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

let mp3Path: string;
let fixturesOut: string;

beforeAll(async () => {
  fixturesOut = await mkdtemp(join(tmpdir(), 'mediakit-provider-fixtures-'));
  mp3Path = join(fixturesOut, 'tone.mp3');
  await promisify(execFile)('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=d=0.5', '-q:a', '5', mp3Path]);
  pngBase64 = (
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
  ).toString('base64');
  stub = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as { port: number }).port}`;
});
afterAll(async () => {
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
  await rm(fixturesOut, { recursive: true, force: true });
});
beforeEach(async () => {
  received.length = 0;
  workDir = await mkdtemp(join(tmpdir(), 'mediakit-provider-'));
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Serves the result files the asynchronous providers link to. */
function serveFile(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.url === '/files/result.png') {
    response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from(pngBase64, 'base64'));
    return true;
  }
  if (request.url === '/files/result.mp4') {
    void readFile(join(fixtures, 'clip.mp4')).then((clip) =>
      response.writeHead(200, { 'Content-Type': 'video/mp4' }).end(clip),
    );
    return true;
  }
  if (request.url === '/files/page.html') {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>a page, not a result</html>');
    return true;
  }
  return false;
}

async function probeVideo(path: string) {
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

describe('Freepik adapter (tasks: create, then poll until COMPLETED)', () => {
  const freepik = (extra: Partial<Parameters<typeof freepikEngines>[0]> = {}) =>
    freepikEngines({
      apiKey: 'fp-key',
      baseUrl: base,
      allowLocalUrls: true,
      timing: { pollIntervalMs: 20, timeoutMs: 5000 },
      ...extra,
    });

  /** A task that is CREATED, then IN_PROGRESS, then ends as `final`. */
  function task(final: Record<string, unknown>) {
    let polls = 0;
    return (request: IncomingMessage, _body: Buffer, response: ServerResponse) => {
      if (serveFile(request, response)) return;
      if (request.method === 'POST') return json(response, 200, { data: { task_id: 't-1', status: 'CREATED' } });
      polls += 1;
      if (polls === 1) return json(response, 200, { data: { task_id: 't-1', status: 'IN_PROGRESS', generated: [] } });
      return json(response, 200, { data: { task_id: 't-1', ...final } });
    };
  }

  it('generates with Mystic at the nearest aspect and resolution, then the exact size asked', async () => {
    handler = task({ status: 'COMPLETED', generated: [`${base}/files/result.png`] });
    const { engine, files } = await freepik().imageGenerate(
      { prompt: 'a lighthouse', width: 1368, height: 2048 },
      run(),
    );
    expect(engine).toBe('freepik:mystic');
    const metadata = await sharp(files[0]!.path).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1368, 2048]);
    const [create, ...polls] = received;
    expect(create).toMatchObject({ method: 'POST', url: '/v1/ai/mystic' });
    expect(create!.headers['x-freepik-api-key']).toBe('fp-key');
    expect(JSON.parse(create!.body.toString())).toEqual({
      prompt: 'a lighthouse',
      aspect_ratio: 'portrait_2_3',
      resolution: '2k',
    });
    expect(polls[0]).toMatchObject({ method: 'GET', url: '/v1/ai/mystic/t-1' });
  });

  it('animates with Kling 2.1 (the image as base64) and fits the clip to the size, rate and length asked', async () => {
    handler = task({ status: 'COMPLETED', generated: [`${base}/files/result.mp4`] });
    const { engine, files } = await freepik().imageToVideo(
      { firstFrame: photo, prompt: 'slow zoom', duration: 5, width: 640, height: 360 },
      run(),
    );
    expect(engine).toBe('freepik:kling-v2-1-std');
    expect(await probeVideo(files[0]!.path)).toEqual({ width: 640, height: 360, fps: '25/1', duration: 5 });
    const body = JSON.parse(received[0]!.body.toString()) as Record<string, string>;
    expect(received[0]!.url).toBe('/v1/ai/image-to-video/kling-v2-1-std');
    expect(body).toMatchObject({ prompt: 'slow zoom', duration: '5' });
    expect(body.image).toBe((await readFile(photo.path)).toString('base64'));
    expect(received.find((request) => request.method === 'GET')!.url).toBe('/v1/ai/image-to-video/kling-v2-1/t-1');
  });

  it('upscales with the Magnific upscaler and transfers a style, scaled like the studio', async () => {
    handler = task({ status: 'COMPLETED', generated: [`${base}/files/result.png`] });
    const enhanced = await freepik().enhance({ image: photo, scale: 4, prompt: 'crisp' }, run());
    expect(enhanced.engine).toBe('freepik:magnific');
    expect(JSON.parse(received[0]!.body.toString())).toMatchObject({ scale_factor: '4x', prompt: 'crisp' });
    received.length = 0;
    handler = task({ status: 'COMPLETED', generated: [`${base}/files/result.png`] });
    const styled = await freepik().style(
      { image: photo, reference: photo, strength: 0.7, preserveStructure: true, scale: 2 },
      run(),
    );
    expect(received[0]!.url).toBe('/v1/ai/image-style-transfer');
    expect(JSON.parse(received[0]!.body.toString())).toMatchObject({ style_strength: 70, structure_strength: 75 });
    expect((await sharp(styled.files[0]!.path).metadata()).width).toBe(640);
  });

  it('says why a task failed, a refused key, an outage, a task that never ends and a malformed result', async () => {
    const generate = (engines = freepik()) => engines.imageGenerate({ prompt: 'x', width: 512, height: 512 }, run());
    handler = task({ status: 'FAILED', error: 'Content policy violation' });
    await expect(generate()).rejects.toThrow('Freepik could not make the result: Content policy violation.');
    handler = (_request, _body, response) => json(response, 401, { message: 'Invalid API key' });
    await expect(generate()).rejects.toThrow(
      'Freepik refused the key (401); check MEDIAKIT_FREEPIK_API_KEY: Invalid API key.',
    );
    handler = (_request, _body, response) => response.writeHead(502).end('bad gateway');
    await expect(generate()).rejects.toThrow('Freepik is failing right now (502). Please try again later.');
    handler = task({ status: 'IN_PROGRESS' });
    await expect(generate(freepik({ timing: { pollIntervalMs: 20, timeoutMs: 300 } }))).rejects.toThrow(
      'Freepik did not finish in time.',
    );
    handler = task({ status: 'COMPLETED', generated: [] });
    await expect(generate()).rejects.toThrow('Freepik sent an answer without the expected result.');
    handler = task({ status: 'COMPLETED', generated: [`${base}/files/page.html`] });
    await expect(generate()).rejects.toThrow('Freepik sent an answer without the expected result.');
    handler = (request, _body, response) =>
      request.method === 'POST' ? json(response, 200, { data: {} }) : json(response, 200, {});
    await expect(generate()).rejects.toThrow('Freepik sent an answer without the expected result.');
  });

  it('does not fetch results from private addresses unless allowed', async () => {
    handler = task({ status: 'COMPLETED', generated: [`${base}/files/result.png`] });
    await expect(
      freepik({ allowLocalUrls: false }).imageGenerate({ prompt: 'x', width: 64, height: 64 }, run()),
    ).rejects.toThrow(
      "Freepik's result could not be downloaded: That URL cannot be used: it must be a public http(s) address.",
    );
  });
});

describe('fal adapter (queue: submit, status until COMPLETED, response)', () => {
  const fal = (extra: Partial<Parameters<typeof falEngines>[0]> = {}) =>
    falEngines({
      apiKey: 'fal-key',
      baseUrl: base,
      imageToVideoModel: 'fal-ai/kling-video/v1/standard/image-to-video',
      avatarModel: 'fal-ai/sadtalker',
      styleModels: defaultFalStyleModels,
      allowLocalUrls: true,
      timing: { pollIntervalMs: 20, timeoutMs: 5000 },
      ...extra,
    });

  /** The queue: a ticket, IN_QUEUE, IN_PROGRESS, then `final`; the response is `output` (or an error answer). */
  function queue(final = 'COMPLETED', output: unknown = { video: { url: `${base}/files/result.mp4` } }, status = 200) {
    let polls = 0;
    return (request: IncomingMessage, _body: Buffer, response: ServerResponse) => {
      if (serveFile(request, response)) return;
      const app = `${base}/fal-ai/app/requests/r-1`;
      if (request.method === 'POST') {
        return json(response, 200, {
          request_id: 'r-1',
          status_url: `${app}/status`,
          response_url: app,
          cancel_url: `${app}/cancel`,
        });
      }
      if (request.method === 'PUT') return json(response, 202, { status: 'CANCELLATION_REQUESTED' });
      if (request.url?.endsWith('/status')) {
        polls += 1;
        return json(response, 200, { status: polls === 1 ? 'IN_QUEUE' : polls === 2 ? 'IN_PROGRESS' : final });
      }
      return json(response, status, output);
    };
  }

  it('animates a first frame with the configured model, inputs inline, and fits the clip', async () => {
    handler = queue();
    const { engine, files } = await fal().imageToVideo(
      { firstFrame: photo, prompt: 'pan left', duration: 8, width: 854, height: 480 },
      run(),
    );
    expect(engine).toBe('fal:fal-ai/kling-video/v1/standard/image-to-video');
    expect(await probeVideo(files[0]!.path)).toEqual({ width: 854, height: 480, fps: '25/1', duration: 8 });
    const submit = received[0]!;
    expect(submit).toMatchObject({ method: 'POST', url: '/fal-ai/kling-video/v1/standard/image-to-video' });
    expect(submit.headers.authorization).toBe('Key fal-key');
    const input = JSON.parse(submit.body.toString()) as Record<string, string>;
    expect(input).toMatchObject({ prompt: 'pan left', duration: '10' });
    expect(input.image_url).toMatch(/^data:image\/png;base64,/);
    expect(received.map((request) => request.url)).toContain('/fal-ai/app/requests/r-1/status');
  });

  it("runs the product video's style model at the aspect, resolution, fps and length asked", async () => {
    handler = queue();
    const { engine, files } = await fal().productVideo(
      {
        image: photo,
        prompt: 'turntable',
        duration: 3,
        resolution: '480p',
        fps: 15,
        motion: 'rotate',
        style: 'MiniMax 1.0',
        aspect: '9:16',
      },
      run(),
    );
    expect(engine).toBe('fal:fal-ai/minimax/video-01/image-to-video');
    expect(await probeVideo(files[0]!.path)).toEqual({ width: 480, height: 854, fps: '15/1', duration: 3 });
    expect(JSON.parse(received[0]!.body.toString())).toMatchObject({ aspect_ratio: '9:16', duration: '5' });
  });

  it('makes a talking avatar from the portrait and the spoken script (SadTalker)', async () => {
    handler = queue();
    const { engine, files } = await fal().avatar({ script: 'Hello there.' }, run());
    expect(engine).toBe('fal:fal-ai/sadtalker');
    expect(files[0]!.contentType).toBe('video/mp4');
    const input = JSON.parse(received[0]!.body.toString()) as Record<string, string>;
    expect(input.source_image_url).toMatch(/^data:image\/png;base64,/);
    expect(input.driven_audio_url).toMatch(/^data:audio\/wav;base64,/);
  });

  it("passes on a failed request's reason, refuses links off the queue, and gives up on a request that never ends", async () => {
    const animate = (engines = fal()) =>
      engines.imageToVideo({ firstFrame: photo, prompt: 'x', duration: 5, width: 640, height: 360 }, run());
    handler = queue('COMPLETED', { detail: 'Image too small' }, 422);
    await expect(animate()).rejects.toThrow('fal refused the request (422): Image too small.');
    handler = queue('COMPLETED', { detail: [{ loc: ['body', 'image_url'], msg: 'field required' }] }, 422);
    await expect(animate()).rejects.toThrow('fal refused the request (422): field required.');
    handler = queue('COMPLETED', { images: [] });
    await expect(animate()).rejects.toThrow('fal sent an answer without the expected result.');
    handler = (request, _body, response) =>
      json(response, 200, {
        request_id: 'r-2',
        status_url: 'http://169.254.169.254/status',
        response_url: 'http://169.254.169.254/',
      });
    await expect(animate()).rejects.toThrow('fal sent an answer without the expected result.');
    handler = queue('IN_PROGRESS');
    await expect(animate(fal({ timing: { pollIntervalMs: 20, timeoutMs: 300 } }))).rejects.toThrow(
      'fal did not finish in time.',
    );
    handler = (_request, _body, response) => response.writeHead(500).end();
    await expect(animate()).rejects.toThrow('fal is failing right now (500). Please try again later.');
  });

  it('cancels the request at fal when the job is cancelled', async () => {
    handler = queue('IN_PROGRESS');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 150);
    await expect(
      fal().imageToVideo(
        { firstFrame: photo, prompt: 'x', duration: 5, width: 640, height: 360 },
        run(controller.signal),
      ),
    ).rejects.toThrow('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.find((request) => request.method === 'PUT')?.url).toBe('/fal-ai/app/requests/r-1/cancel');
  });
});

describe('choosing a provider by MEDIAKIT_ENGINE_<TOOL>', () => {
  it('runs the tool on the provider named, says so in the answer and on the admin engines list', async () => {
    let jobs = 0;
    handler = (request, _body, response) => {
      if (serveFile(request, response)) return;
      if (request.method === 'POST') {
        jobs += 1;
        return json(response, 200, { data: { task_id: `t-${jobs}`, status: 'CREATED' } });
      }
      return json(response, 200, { data: { status: 'COMPLETED', generated: [`${base}/files/result.png`] } });
    };
    const server = await startTestServer({
      env: {
        MEDIAKIT_ENGINE_IMAGE_GENERATE: 'freepik',
        MEDIAKIT_FREEPIK_API_KEY: 'fp-key',
        MEDIAKIT_FREEPIK_BASE_URL: base,
        MEDIAKIT_ALLOW_LOCAL_URLS: '1',
      },
    });
    try {
      const user = await server.account({ credits: 10 });
      const answer = (await (
        await server.call('/ai/image/generate', {
          token: user.token,
          json: { prompt: 'a red square', size: 'square_1_1' },
        })
      ).json()) as { saved_url: string; engine: string };
      expect(answer.engine).toBe('freepik:mystic');
      const image = await fetch(answer.saved_url);
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1024);
      const admin = await server.account({ role: 'admin' });
      const engines = (await (await server.call('/api/v1/admin/engines', { token: admin.token })).json()) as {
        data: { tool: string; engine: string; ready: boolean }[];
      };
      expect(engines.data.find((engine) => engine.tool === 'imageGenerate')).toMatchObject({
        engine: 'freepik',
        ready: true,
      });
      expect(engines.data.find((engine) => engine.tool === 'imageToVideo')).toMatchObject({ engine: 'local' });
    } finally {
      await server.stop();
    }
  });
});
