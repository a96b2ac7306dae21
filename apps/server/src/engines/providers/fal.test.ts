import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { providerDescriptions } from '../../testing/apiDescription';
import { photo, probeVideo, providerStandIn, type Received, type Reply } from '../../testing/providerStandIn';
import { falCatalog } from './catalog/fal';
import { defaultFalStyleModels, falEngines } from './fal';

// Every model input is checked against the input schema fal publishes for that model (fixtures/providers/
// fal.inputs.json, made by fal-schemas.mjs from the official client's endpoint types); the queue's answers follow
// fal's documented queue API (submit, status, result, cancel at /{owner}/{alias}/requests/{id}).
const standIn = providerStandIn();
const inputs = JSON.parse(readFileSync(`${providerDescriptions}fal.inputs.json`, 'utf8')) as {
  endpoints: Record<string, object | null>;
};
const ajv = new Ajv({ strict: false, allErrors: true });
const inputProblems = (model: string, input: unknown) => {
  const schema = inputs.endpoints[model];
  if (!schema) return [`${model} is not in fal's endpoint list`];
  const check = ajv.compile(schema);
  return check(input) ? [] : (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
};

const fal = (extra: Partial<Parameters<typeof falEngines>[0]> = {}) =>
  falEngines({
    apiKey: 'fal-key',
    baseUrl: standIn.base,
    imageToVideoModel: falCatalog.defaults.imageToVideo,
    avatarModel: falCatalog.defaults.avatar,
    styleModels: defaultFalStyleModels,
    allowLocalUrls: true,
    timing: { pollIntervalMs: 20, timeoutMs: 5000 },
    ...extra,
  });

/** The queue: a ticket, IN_QUEUE, IN_PROGRESS, then `final`; the result is `output` (or an error answer). */
function queue(final = 'COMPLETED', output?: unknown, status = 200) {
  let polls = 0;
  return (request: Received, reply: Reply) => {
    if (standIn.serveFile(request, reply)) return;
    const path = new URL(request.url, 'http://x').pathname;
    if (request.method === 'POST') {
      const model = path.slice(1);
      standIn.problems.push(...inputProblems(model, request.fields).map((problem) => `input of ${model}: ${problem}`));
      const [owner, alias] = model.split('/');
      const at = `${standIn.base}/${owner}/${alias}/requests/r-1`;
      return reply.json(200, {
        request_id: 'r-1',
        status: 'IN_QUEUE',
        status_url: `${at}/status`,
        response_url: at,
        cancel_url: `${at}/cancel`,
      });
    }
    if (request.method === 'PUT') return reply.json(202, { status: 'CANCELLATION_REQUESTED' });
    if (path.endsWith('/status')) {
      polls += 1;
      return reply.json(200, { status: polls === 1 ? 'IN_QUEUE' : polls === 2 ? 'IN_PROGRESS' : final });
    }
    return reply.json(status, output ?? { video: { url: `${standIn.base}/files/result.mp4` } });
  };
}
const submitted = () => standIn.received.find((request) => request.method === 'POST')!;

describe('fal adapter (official @fal-ai/client: submit, status until COMPLETED, result)', () => {
  it('animates a first frame with the configured model, inputs inline, and fits the clip', async () => {
    standIn.handler = queue();
    const { engine, files } = await fal().imageToVideo(
      { firstFrame: photo, prompt: 'pan left', duration: 8, width: 854, height: 480 },
      standIn.run(),
    );
    expect(engine).toBe('fal:fal-ai/kling-video/v1/standard/image-to-video');
    expect(await probeVideo(files[0]!.path)).toEqual({ width: 854, height: 480, fps: '25/1', duration: 8 });
    const submit = submitted();
    expect(submit.url).toBe('/fal-ai/kling-video/v1/standard/image-to-video');
    expect(submit.headers.authorization).toBe('Key fal-key');
    expect(submit.fields).toMatchObject({ prompt: 'pan left', duration: '10' });
    expect((submit.fields as { image_url: string }).image_url).toMatch(/^data:image\/png;base64,/);
    expect(standIn.received.map((request) => new URL(request.url, 'http://x').pathname)).toContain(
      '/fal-ai/kling-video/requests/r-1/status',
    );
  });

  it("runs the product video's style model at the aspect, resolution, fps and length asked", async () => {
    standIn.handler = queue();
    const { engine, files } = await fal().productVideo(
      {
        image: photo,
        prompt: 'turntable',
        duration: 3,
        resolution: '480p',
        fps: 15,
        motion: 'rotate',
        style: 'Seedance 1.0',
        aspect: '9:16',
      },
      standIn.run(),
    );
    expect(engine).toBe('fal:fal-ai/bytedance/seedance/v1/pro/image-to-video');
    expect(await probeVideo(files[0]!.path)).toEqual({ width: 480, height: 854, fps: '15/1', duration: 3 });
    expect(submitted().fields).toMatchObject({ aspect_ratio: '9:16', duration: '3' });
  });

  it("maps every style to a model in fal's endpoint list, 'Kling 1.0 Pro' and 'Seedance 1.0' included (mismatch 3)", () => {
    const models = [...Object.values(falCatalog.styleModels), ...Object.values(falCatalog.defaults)];
    for (const model of models) expect(inputs.endpoints[model], model).toBeTruthy();
    expect(inputs.endpoints['fal-ai/kling-video/v1/pro/image-to-video']).toBeNull();
    // The durations in the table are the ones fal's schemas list.
    for (const [model, { durations }] of Object.entries(falCatalog.models)) {
      const listed = (inputs.endpoints[model] as { properties: { duration?: { enum: string[] } } }).properties.duration;
      expect(durations ? [...durations].sort() : undefined, model).toEqual(listed?.enum.slice().sort());
    }
  });

  it('asks PixVerse for "8" (it makes 5 or 8 s), not "10", for 6 to 8 s (mismatch 4)', async () => {
    standIn.handler = queue();
    await fal().productVideo(
      { image: photo, prompt: 'x', duration: 7, resolution: '480p', fps: 12, motion: 'zoom', style: 'PixVerse 1.5' },
      standIn.run(),
    );
    expect(submitted().url).toBe('/fal-ai/pixverse/v3.5/image-to-video');
    expect(submitted().fields).toMatchObject({ duration: '8' });
  });

  it('makes a talking avatar from the portrait and the spoken script (SadTalker)', async () => {
    standIn.handler = queue();
    const { engine, files } = await fal().avatar({ script: 'Hello there.' }, standIn.run());
    expect(engine).toBe('fal:fal-ai/sadtalker');
    expect(files[0]!.contentType).toBe('video/mp4');
    const input = submitted().fields as Record<string, string>;
    expect(input.source_image_url).toMatch(/^data:image\/png;base64,/);
    expect(input.driven_audio_url).toMatch(/^data:audio\/wav;base64,/);
  });

  it("passes on a failed request's reason, and gives up on a request that never ends", async () => {
    const animate = (engines = fal()) =>
      engines.imageToVideo({ firstFrame: photo, prompt: 'x', duration: 5, width: 640, height: 360 }, standIn.run());
    standIn.handler = queue('COMPLETED', { detail: 'Image too small' }, 422);
    await expect(animate()).rejects.toThrow('fal refused the request (422): Image too small.');
    standIn.handler = queue('COMPLETED', { detail: [{ loc: ['body', 'image_url'], msg: 'field required' }] }, 422);
    await expect(animate()).rejects.toThrow('fal refused the request (422): field required.');
    standIn.handler = queue('COMPLETED', { images: [] });
    await expect(animate()).rejects.toThrow('fal sent an answer without the expected result.');
    standIn.handler = queue('IN_PROGRESS');
    await expect(animate(fal({ timing: { pollIntervalMs: 20, timeoutMs: 300 } }))).rejects.toThrow(
      'fal did not finish in time.',
    );
    standIn.handler = (_request, reply) => reply.raw.writeHead(500).end();
    await expect(animate()).rejects.toThrow('fal is failing right now (500). Please try again later.');
  });

  it('cancels the request at fal when the job is cancelled', async () => {
    standIn.handler = queue('IN_PROGRESS');
    const controller = new AbortController();
    const animation = fal().imageToVideo(
      { firstFrame: photo, prompt: 'x', duration: 5, width: 640, height: 360 },
      standIn.run(controller.signal),
    );
    while (!standIn.received.some((request) => request.url.includes('/status'))) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    controller.abort(new Error('cancelled'));
    await expect(animation).rejects.toThrow('cancelled');
    while (!standIn.received.some((request) => request.method === 'PUT')) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(standIn.received.find((request) => request.method === 'PUT')!.url).toBe(
      '/fal-ai/kling-video/requests/r-1/cancel',
    );
  });
});
