import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestServer } from './testServer';

/** A row of GET /api/v1/admin/engines. */
export interface AdminEngineRow {
  tool: string;
  engine: string;
  ready: boolean;
  models?: unknown[];
}

/**
 * One image generation through the running server on a provider's stand-in, as a user pays for it: `answer` switches
 * the stand-in between a run that succeeds and one that fails. The success names `engine` and saves a 1024 px image
 * for some credits; the failure answers 502 with the provider's `failure` reason and gives the credits back (the
 * worker's refund). Returns the image generator's row on the admin engines page, where the provider's model check
 * shows.
 */
export async function imageGenerationThroughProvider(
  server: TestServer,
  answer: (outcome: 'success' | 'failure') => void,
  expected: { engine: string; failure: string },
): Promise<AdminEngineRow | undefined> {
  const user = await server.account({ credits: 10 });
  const generate = () =>
    server.call('/ai/image/generate', { token: user.token, json: { prompt: 'a red square', size: 'square_1_1' } });
  const credits = async () =>
    ((await (await server.call('/api/v1/user', { token: user.token })).json()) as { data: { credits: number } }).data
      .credits;

  answer('success');
  const made = (await (await generate()).json()) as { saved_url: string; engine: string };
  expect(made.engine).toBe(expected.engine);
  const image = await fetch(made.saved_url);
  expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1024);
  const afterSuccess = await credits();
  expect(afterSuccess).toBeLessThan(10);

  answer('failure');
  const failed = await generate();
  expect(failed.status).toBe(502);
  expect(await failed.text()).toContain(expected.failure);
  expect(await credits()).toBe(afterSuccess);

  answer('success');
  const admin = await server.account({ role: 'admin' });
  const engines = (await (await server.call('/api/v1/admin/engines', { token: admin.token })).json()) as {
    data: AdminEngineRow[];
  };
  return engines.data.find((engine) => engine.tool === 'imageGenerate');
}
