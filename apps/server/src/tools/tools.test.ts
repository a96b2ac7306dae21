import { ApiError, type MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { imagePlanResolutions, toolDefinitions, type ImagePlanName, type ToolName } from '@mediakit/api-client/tools';
import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EngineRun, Engines } from '../engines/engine';
import { fixturesDir, startTestServer, type TestServer } from '../testing/testServer';
import { instantEngines } from '../testing/testEngines';

// Every paid tool as the registry serves it from its definition: one shape for every start and every status answer,
// and the plan rule written once (the fake and the server refuse the same resolution with the same 403).

/** Engines that copy a fixture: these tests are about the answers, not the pixels. */
function copyingEngines(): Engines {
  const copy = (name: string, contentType: string) => async (_input: unknown, run: EngineRun) => {
    const path = join(run.workDir, name);
    await copyFile(join(fixturesDir, name), path);
    return { engine: 'test', files: [{ path, contentType }] };
  };
  const image = copy('photo.png', 'image/png');
  const video = copy('clip.mp4', 'video/mp4');
  return instantEngines({
    textToSpeech: video,
    avatar: video,
    imageGenerate: image,
    imageEdit: image,
    noMaskEdit: image,
    stabilityEdit: image,
    enhance: image,
    style: image,
    backgroundRemove: image,
    ocr: async () => ({ engine: 'test', text: 'Hello', words: [{ text: 'Hello', x: 1, y: 2, width: 3, height: 4 }] }),
    imageToVideo: video,
    productVideo: video,
  });
}

const file = async (name: string, type: string) => new Blob([await readFile(join(fixturesDir, name))], { type });

/** A valid request to each tool, and what it costs (the spec's prices). */
const requests: Record<ToolName, { fields: () => Promise<Record<string, string | Blob>>; json?: true; cost: number }> =
  {
    imageToVideo: {
      fields: async () => ({
        prompt: 'A slow pan',
        resolution: '360p',
        duration: '5',
        first_frame_file: await file('photo.png', 'image/png'),
      }),
      cost: 6,
    },
    mystic: { fields: async () => ({ prompt: 'A fox', size: 'square_1_1', resolution: '1k' }), json: true, cost: 2 },
    imageEdit: { fields: async () => ({ prompt: 'Brighter', image: await file('photo.png', 'image/png') }), cost: 2 },
    enhance: { fields: async () => ({ image: await file('photo.png', 'image/png'), scale: '2' }), cost: 2 },
    style: {
      fields: async () => ({
        image: await file('photo.png', 'image/png'),
        ref_image: await file('photo.png', 'image/png'),
      }),
      cost: 4,
    },
    videoUpscale: { fields: async () => ({ video: await file('clip.mp4', 'video/mp4') }), cost: 1 },
    tts: { fields: async () => ({ text: 'Hello there' }), json: true, cost: 1 },
    avatar: { fields: async () => ({ script: 'Hello there' }), json: true, cost: 1 },
    productVideo: { fields: async () => ({ image: await file('photo.png', 'image/png') }), cost: 5 },
    backgroundRemoval: { fields: async () => ({ image: await file('photo.png', 'image/png') }), cost: 1 },
    ocr: { fields: async () => ({ image: await file('words.png', 'image/png') }), cost: 1 },
    imageGeneration: { fields: async () => ({ prompt: 'A fox', size: 'square_1_1' }), json: true, cost: 2 },
    noMaskEdit: { fields: async () => ({ prompt: 'Bluer', image: await file('photo.png', 'image/png') }), cost: 2 },
    stabilityEdit: {
      fields: async () => ({ prompt: 'Bluer', image: await file('photo.png', 'image/png') }),
      cost: 2,
    },
  };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ engines: copyingEngines() });
});
afterAll(async () => {
  await server?.stop();
});

async function start(name: ToolName, token: string) {
  const tool = toolDefinitions[name];
  const { method, path } = Object.values(tool.operations)[0]!;
  const request = requests[name];
  const fields = await request.fields();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await server.call(path, {
    method,
    token,
    ...(request.json ? { json: fields } : { body: form }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the paid tools, served from their definitions', () => {
  it.each(Object.keys(requests) as ToolName[])(
    '%s answers its start with the task id, its status word and the balance after the charge',
    async (name) => {
      const tool = toolDefinitions[name];
      const account = await server.account({ plan: 'business', credits: 100 });
      const { status, body } = await start(name, account.token);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        task_id: expect.stringMatching(/^task_/),
        status: tool.kind === 'job' ? tool.status.started : tool.words.succeeded,
        credits: 100 - requests[name].cost,
      });
    },
  );

  it.each((Object.keys(toolDefinitions) as ToolName[]).filter((name) => toolDefinitions[name].kind === 'job'))(
    '%s answers every status check with task_id, status, state and engine, then its own words when done',
    async (name) => {
      const tool = toolDefinitions[name];
      if (tool.kind !== 'job') return;
      const account = await server.account({ plan: 'business', credits: 100 });
      const { body: started } = await start(name, account.token);
      const taskId = String(started.task_id);
      const path = tool.operations.status.path.includes('{taskId}')
        ? tool.operations.status.path.replace('{taskId}', taskId)
        : `${tool.operations.status.path}?task_id=${taskId}`;
      const done = await vi.waitFor(
        async () => {
          const answer = (await (await server.call(path, { token: account.token })).json()) as Record<string, unknown>;
          expect(answer).toMatchObject({ task_id: taskId, status: expect.any(String) });
          expect(['queued', 'running', 'succeeded']).toContain(answer.state);
          expect(answer.state).toBe('succeeded');
          return answer;
        },
        // A hang guard, not a verdict: the test engines end at once, a busy machine only makes the wait longer.
        { timeout: 240_000, interval: 100 },
      );
      expect(done).toMatchObject({ status: tool.status.succeeded, engine: 'test' });
      expect(JSON.stringify(done)).toMatch(/\/media\/m_/);
    },
  );

  it.each((Object.keys(toolDefinitions) as ToolName[]).filter((name) => toolDefinitions[name].output === 'video'))(
    '%s answers its finished video with its poster frame (poster_preview), a JPEG, so the player is not a black box',
    async (name) => {
      const tool = toolDefinitions[name];
      const account = await server.account({ plan: 'business', credits: 100 });
      const { body: started } = await start(name, account.token);
      let done = started;
      if (tool.kind === 'job') {
        const taskId = String(started.task_id);
        const path = tool.operations.status.path.includes('{taskId}')
          ? tool.operations.status.path.replace('{taskId}', taskId)
          : `${tool.operations.status.path}?task_id=${taskId}`;
        done = await vi.waitFor(
          async () => {
            const answer = (await (await server.call(path, { token: account.token })).json()) as Record<
              string,
              unknown
            >;
            expect(answer.state).toBe('succeeded');
            return answer;
          },
          { timeout: 240_000, interval: 100 },
        );
      }
      expect(done.poster_preview).toEqual(expect.stringContaining('variant=thumb'));
      const poster = await fetch(String(done.poster_preview));
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toBe('image/jpeg');
    },
  );

  it('answers no poster for what is not a video', async () => {
    const account = await server.account({ plan: 'business', credits: 100 });
    const { body } = await start('imageGeneration', account.token);
    expect(body).not.toHaveProperty('poster_preview');
  });
});

describe('the plan rule, written once', () => {
  const plans = Object.keys(imagePlanResolutions) as ImagePlanName[];
  const cases = plans.flatMap((plan) => ['1k', '2k', '4k'].map((resolution) => [plan, resolution] as const));

  /** The refusal a client gets: its status and the body the backend sent. */
  async function refusal(client: MediakitClient, resolution: string) {
    const error = await client.mystic.start({ prompt: 'A fox', size: 'square_1_1', resolution }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (error === undefined) return 'allowed';
    expect(error).toBeInstanceOf(ApiError);
    const { status, body, message } = error as ApiError;
    return { status, body, message };
  }

  it.each(cases)('the fake and the server answer %s asking for %s the same', async (plan, resolution) => {
    const account = await server.account({ plan, credits: 100 });
    const fake = createFakeMediakitClient({ seed: { user: { plan: { name: plan, credits_per_month: 100 } } } });
    const fromServer = await refusal(account.client, resolution);
    expect(await refusal(fake, resolution)).toEqual(fromServer);
    const allowed: readonly string[] = imagePlanResolutions[plan];
    expect(fromServer === 'allowed').toBe(allowed.includes(resolution));
    if (fromServer !== 'allowed') expect(fromServer.status).toBe(403);
  });

  it('names the plan to upgrade to for the resolution asked', async () => {
    const account = await server.account({ plan: 'plus', credits: 100 });
    expect(await refusal(account.client, '4k')).toMatchObject({
      body: { allowed: ['1k'], requested: '4k', plan: 'plus', upgrade_hint: 'Upgrade to Business for 4K.' },
      message: 'Your plus plan allows 1k. Upgrade to Business for 4K.',
    });
  });
});
