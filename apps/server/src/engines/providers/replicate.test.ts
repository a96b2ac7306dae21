import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { isTransient } from '../../jobs/transient';
import { providerDescriptions } from '../../testing/apiDescription';
import { photo, providerStandIn, type Received, type Reply } from '../../testing/providerStandIn';
import { createEngines, describeEngines } from '../index';
import { replicateCatalog } from './catalog/replicate';
import { checkReplicateModels, replicateEngines } from './replicate';

// Every request and every answer is checked against Replicate's published OpenAPI description (fixtures/providers/
// replicate.subset.json, from api.replicate.com/openapi.json); every prediction's input against the input schema of
// that model version as Replicate publishes it (replicate.inputs.json, made by replicate-schemas.mjs).
const standIn = providerStandIn({ file: 'replicate.subset.json' });
const inputs = JSON.parse(readFileSync(`${providerDescriptions}replicate.inputs.json`, 'utf8')) as {
  models: Record<string, { version: string; input: object }>;
};
const ajv = new Ajv({ strict: false, allErrors: true });
(addFormats as unknown as (instance: Ajv) => void)(ajv);
const inputProblems = (model: string, input: unknown) => {
  const schema = inputs.models[model]?.input;
  if (!schema) return [`${model} is not vendored`];
  const check = ajv.compile(schema);
  return check(input) ? [] : (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
};

const replicate = (extra: Partial<Parameters<typeof replicateEngines>[0]> = {}) =>
  replicateEngines({
    apiToken: 'r8-token',
    baseUrl: `${standIn.base}/v1`,
    imageModel: replicateCatalog.defaults.imageGenerate,
    enhanceModel: replicateCatalog.defaults.enhance,
    backgroundModel: replicateCatalog.defaults.backgroundRemove,
    allowLocalUrls: true,
    timing: { pollIntervalMs: 5 },
    ...extra,
  });

const versionIds = new Map(Object.entries(inputs.models).map(([model, { version }]) => [version, model]));

/**
 * Replicate as documented: a prediction is created (201, `starting`), then `processing`, then ends as `final`; its
 * output is `output` (a file URL here). Model inputs are checked against the model's published schema.
 */
function predictions(final = 'succeeded', { output, error }: { output?: unknown; error?: string } = {}) {
  let polls = 0;
  let model = '';
  const prediction = (status: string, done: boolean) => ({
    id: 'p-1',
    model,
    version: '5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa',
    input: {},
    output: done && status === 'succeeded' ? (output ?? `${standIn.base}/files/result.png`) : null,
    data_removed: false,
    error: status === 'failed' ? (error ?? 'The model failed.') : null,
    status,
    logs: '',
    created_at: '2026-11-29T08:00:00.000Z',
    urls: {
      get: `${standIn.base}/v1/predictions/p-1`,
      cancel: `${standIn.base}/v1/predictions/p-1/cancel`,
      web: 'https://replicate.com/p/p-1',
    },
  });
  return (request: Received, reply: Reply) => {
    if (standIn.serveFile(request, reply)) return;
    const path = new URL(request.url, 'http://x').pathname;
    if (request.method === 'POST' && path === '/v1/files') {
      return reply.json(201, {
        id: 'f-1',
        urls: { get: 'https://api.replicate.com/v1/files/f-1' },
        content_type: 'application/octet-stream',
        size: request.body.length,
        checksums: {},
        metadata: {},
        created_at: '2026-11-29T08:00:00.000Z',
        expires_at: '2026-11-30T08:00:00.000Z',
      });
    }
    if (request.method === 'POST' && path.endsWith('/cancel')) return reply.json(200, prediction('canceled', true));
    if (request.method === 'POST') {
      const body = request.fields as { version?: string; input: unknown };
      model = body.version
        ? (versionIds.get(body.version) ?? 'unknown')
        : path.replace(/^\/v1\/models\//, '').replace(/\/predictions$/, '');
      standIn.problems.push(...inputProblems(model, body.input).map((problem) => `${model} input: ${problem}`));
      return reply.json(201, prediction('starting', false));
    }
    polls += 1;
    return reply.json(200, prediction(polls === 1 ? 'processing' : final, polls > 1));
  };
}
const created = () =>
  standIn.received.find((request) => request.method === 'POST' && request.url.endsWith('/predictions'))!;
const input = () => (created().fields as { input: Record<string, unknown> }).input;

describe('Replicate adapter (official replicate client: create, get until it ends, output)', () => {
  it('generates with FLUX.1 schnell (an official model), at the aspect nearest the size asked, exactly that size', async () => {
    standIn.handler = predictions('succeeded', { output: [`${standIn.base}/files/result.png`] });
    const { engine, files } = await replicate().imageGenerate(
      { prompt: 'a ginger cat', width: 1280, height: 720, negativePrompt: 'dogs', seed: 7 },
      standIn.run(),
    );
    expect(engine).toBe('replicate:black-forest-labs/flux-schnell');
    expect(await sharp(files[0]!.path).metadata()).toMatchObject({ width: 1280, height: 720, format: 'png' });
    expect(created().url).toBe('/v1/models/black-forest-labs/flux-schnell/predictions');
    expect(created().headers.authorization).toBe('Bearer r8-token');
    expect(input()).toEqual({
      prompt: 'a ginger cat Avoid: dogs.',
      aspect_ratio: '16:9',
      num_outputs: 1,
      output_format: 'png',
      seed: 7,
    });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toContain('GET /v1/predictions/p-1');
  });

  it('upscales with the pinned Real-ESRGAN version, the image inline, and Lanczos past its x4', async () => {
    standIn.handler = predictions();
    const { engine, files } = await replicate().enhance({ image: photo, scale: 8 }, standIn.run());
    expect(created().url).toBe('/v1/predictions');
    expect((created().fields as { version: string }).version).toBe(
      replicateCatalog.models['nightmareai/real-esrgan']!.version,
    );
    expect(input()).toMatchObject({ scale: 4, face_enhance: false });
    expect(input().image).toMatch(/^data:image\/png;base64,/);
    expect(engine).toBe('replicate:nightmareai/real-esrgan+lanczos');
    expect(await sharp(files[0]!.path).metadata()).toMatchObject({ width: 2560, height: 1920 });
  });

  it('uploads an image over 256 kB first (POST /files) and sends at most 2.25 MP to Real-ESRGAN', async () => {
    standIn.handler = predictions();
    const width = 1800;
    const height = 1500;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
    const noise = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const big = join(standIn.run().workDir, 'big.png');
    await sharp(noise).toFile(big);
    await replicate().enhance({ image: { path: big, contentType: 'image/png' }, scale: 2 }, standIn.run());
    const upload = standIn.received.find((request) => request.url === '/v1/files')!;
    const { width: sentWidth = 0, height: sentHeight = 0 } = await sharp(
      Buffer.from((await uploadedContent(upload)).buffer),
    ).metadata();
    expect(sentWidth * sentHeight).toBeLessThanOrEqual(2_250_000);
    expect(sentWidth / sentHeight).toBeCloseTo(width / height, 2);
    expect(input().image).toBe('https://api.replicate.com/v1/files/f-1');
  });

  it('cuts out with the background remover, a GIF sent as PNG, the cut-out with alpha at the picture size', async () => {
    standIn.handler = predictions();
    const gif = join(standIn.run().workDir, 'in.gif');
    await sharp(photo.path).gif().toFile(gif);
    const engines = replicate();
    const path = await engines.cutOut({ path: gif, contentType: 'image/gif' }, standIn.run());
    expect(await sharp(path).metadata()).toMatchObject({ width: 320, height: 240, hasAlpha: true });
    expect((created().fields as { version: string }).version).toBe(
      replicateCatalog.models['851-labs/background-remover']!.version,
    );
    expect(input().image).toMatch(/^data:image\/png;base64,/);
    expect(engines.engineName(replicateCatalog.defaults.backgroundRemove)).toBe(
      'replicate:851-labs/background-remover',
    );
  });

  it("fails the job with the prediction's own error, not as worth retrying", async () => {
    standIn.handler = predictions('failed', { error: 'CUDA out of memory.' });
    const failure = await replicate()
      .enhance({ image: photo, scale: 2 }, standIn.run())
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: 'EngineError',
      message: 'Replicate could not make the result: CUDA out of memory.',
    });
    expect(isTransient(failure)).toBe(false);
    standIn.handler = predictions('canceled');
    await expect(replicate().enhance({ image: photo, scale: 2 }, standIn.run())).rejects.toThrow(
      'Replicate could not make the result: the prediction was canceled.',
    );
  });

  it('says 429 and 5xx are worth another try (the worker retries them), a refused key is not', async () => {
    const answer = (status: number, body: object) => (request: Received, reply: Reply) => {
      if (request.method === 'POST') return reply.json(status, body);
      return predictions()(request, reply);
    };
    const generate = () =>
      replicate()
        .imageGenerate({ prompt: 'x', width: 512, height: 512 }, standIn.run())
        .catch((error: unknown) => error);
    standIn.handler = answer(429, { title: 'Request was throttled.', detail: 'Request was throttled.', status: 429 });
    const throttled = await generate();
    expect(throttled).toMatchObject({ message: 'Replicate refused the request (429): Request was throttled.' });
    expect(isTransient(throttled)).toBe(true);
    standIn.handler = (request, reply) =>
      request.method === 'GET' ? reply.raw.writeHead(503).end() : predictions()(request, reply);
    const outage = await generate();
    expect(outage).toMatchObject({ message: 'Replicate is failing right now (503). Please try again later.' });
    expect(isTransient(outage)).toBe(true);
    standIn.handler = answer(401, {
      title: 'Unauthenticated',
      detail: 'You did not pass a valid authentication token',
    });
    const refused = await generate();
    expect(refused).toMatchObject({
      message:
        'Replicate refused the key (401); check MEDIAKIT_REPLICATE_API_TOKEN: You did not pass a valid authentication token.',
    });
    expect(isTransient(refused)).toBe(false);
  });

  /** Resolves when the stand-in has received a request matching `test` (the event, not a guess at how long it takes). */
  const requestArrives = (test: (request: Received) => boolean) =>
    vi.waitFor(() => expect(standIn.received.some(test)).toBe(true), { timeout: 60_000, interval: 10 });
  const cancels = () =>
    standIn.received.filter((request) => request.url.endsWith('/cancel')).map((request) => request.url);

  it('cancels the prediction at Replicate when the job is cancelled while it waits, before the engine ends', async () => {
    standIn.handler = predictions('processing');
    const controller = new AbortController();
    const generation = replicate().imageGenerate(
      { prompt: 'x', width: 512, height: 512 },
      standIn.run(controller.signal),
    );
    await requestArrives((request) => request.method === 'GET');
    controller.abort(new Error('cancelled'));
    await expect(generation).rejects.toThrow('cancelled');
    expect(cancels()).toEqual(['/v1/predictions/p-1/cancel']);
  });

  it('cancels the prediction when the job is cancelled while it is being created', async () => {
    let answerCreate = () => undefined as void;
    const fallback = predictions('processing');
    standIn.handler = (request, reply) => {
      if (request.method !== 'POST' || !request.url.endsWith('/predictions')) return fallback(request, reply);
      answerCreate = () => fallback(request, reply);
    };
    const controller = new AbortController();
    const generation = replicate().imageGenerate(
      { prompt: 'x', width: 512, height: 512 },
      standIn.run(controller.signal),
    );
    await requestArrives((request) => request.method === 'POST');
    controller.abort(new Error('cancelled'));
    answerCreate();
    await expect(generation).rejects.toThrow('cancelled');
    expect(cancels()).toEqual(['/v1/predictions/p-1/cancel']);
    expect(standIn.received.filter((request) => request.method === 'GET')).toEqual([]);
  });
});

describe('Replicate configuration and model table', () => {
  it('refuses to start without the key, or with a model that is not owner/name[:version]', () => {
    const env = { MEDIAKIT_ENGINE_ENHANCE: 'replicate' };
    expect(describeEngines(env).find((status) => status.tool === 'enhance')).toMatchObject({
      ready: false,
      problem: 'MEDIAKIT_REPLICATE_API_TOKEN is not set.',
    });
    expect(() => createEngines(env)).toThrow('MEDIAKIT_REPLICATE_API_TOKEN is not set.');
    const badModel = { ...env, MEDIAKIT_REPLICATE_API_TOKEN: 't', MEDIAKIT_REPLICATE_ENHANCE_MODEL: 'real-esrgan' };
    expect(() => createEngines(badModel)).toThrow('real-esrgan is not a Replicate model');
    expect(() => createEngines({ ...env, MEDIAKIT_REPLICATE_API_TOKEN: 't' })).not.toThrow();
  });

  it('pins each non-official model to the version Replicate publishes, and sends only the fields its schema takes', () => {
    for (const [model, { version }] of Object.entries(replicateCatalog.models)) {
      expect(inputs.models[model], model).toBeTruthy();
      if (version) expect(version, model).toBe(inputs.models[model]!.version);
    }
    const aspects = (
      inputs.models['black-forest-labs/flux-schnell']!.input as {
        properties: { aspect_ratio: { allOf: { enum: string[] }[] } };
      }
    ).properties.aspect_ratio.allOf[0]!.enum;
    expect([...replicateCatalog.fluxAspects].sort()).toEqual([...aspects].sort());
  });

  it('checks each configured model with the cheapest read (GET the model or its version)', async () => {
    standIn.handler = (request, reply) => {
      if (request.url.includes('missing')) return reply.json(404, { title: 'Not found', detail: 'Not found.' });
      if (request.url.includes('/versions/')) return reply.json(200, { id: 'v', created_at: '2026-11-29T08:00:00Z' });
      return reply.json(200, { owner: 'black-forest-labs', name: 'flux-schnell', url: 'https://replicate.com/x' });
    };
    const results = await checkReplicateModels(
      { apiToken: 'r8-token', baseUrl: `${standIn.base}/v1` },
      ['black-forest-labs/flux-schnell', 'nightmareai/real-esrgan', 'someone/missing'],
      new AbortController().signal,
    );
    expect(results).toEqual([
      { model: 'black-forest-labs/flux-schnell', ok: true },
      { model: 'nightmareai/real-esrgan', ok: true },
      { model: 'someone/missing', ok: false, problem: 'someone/missing is not on Replicate (404).' },
    ]);
    expect(standIn.received.map((request) => request.url)).toContain(
      `/v1/models/nightmareai/real-esrgan/versions/${replicateCatalog.models['nightmareai/real-esrgan']!.version}`,
    );
  });
});

/** The `content` part of a multipart upload. */
async function uploadedContent(request: Received) {
  const form = await new Response(new Uint8Array(request.body), {
    headers: { 'content-type': request.headers['content-type']! },
  }).formData();
  return new Uint8Array(await (form.get('content') as Blob).arrayBuffer());
}
