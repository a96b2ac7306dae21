import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { providerStandIn } from '../../testing/providerStandIn';
import { startTestServer } from '../../testing/testServer';

const standIn = providerStandIn();

describe('choosing a provider by MEDIAKIT_ENGINE_<TOOL>', () => {
  it('runs the tool on the provider named, says so in the answer and on the admin engines list', async () => {
    let jobs = 0;
    standIn.handler = (request, reply) => {
      if (standIn.serveFile(request, reply)) return;
      if (request.method === 'POST') {
        jobs += 1;
        return reply.json(200, { data: { task_id: `t-${jobs}`, status: 'CREATED' } });
      }
      return reply.json(200, { data: { status: 'COMPLETED', generated: [`${standIn.base}/files/result.png`] } });
    };
    const server = await startTestServer({
      env: {
        MEDIAKIT_ENGINE_IMAGE_GENERATE: 'freepik',
        MEDIAKIT_FREEPIK_API_KEY: 'fp-key',
        MEDIAKIT_FREEPIK_BASE_URL: standIn.base,
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
