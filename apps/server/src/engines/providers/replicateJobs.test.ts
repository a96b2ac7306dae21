import { describe, expect, it } from 'vitest';
import { providerStandIn, type Received, type Reply } from '../../testing/providerStandIn';
import { imageGenerationThroughProvider } from '../../testing/providerJourney';
import { startTestServer } from '../../testing/testServer';

// Replicate chosen for a tool by MEDIAKIT_ENGINE_<TOOL>, through the running server: the answer names it, a failed
// prediction fails the job with its reason and gives the credits back (the worker's refund), and the admin engines
// page checks the configured model with Replicate's cheapest read. Requests and answers are checked against
// Replicate's published description, as in replicate.test.ts.
const standIn = providerStandIn({ file: 'replicate.subset.json' });

function replicateApi(final: 'succeeded' | 'failed') {
  return (request: Received, reply: Reply) => {
    if (standIn.serveFile(request, reply)) return;
    const path = new URL(request.url, 'http://x').pathname;
    if (request.method === 'GET' && path.startsWith('/v1/models/')) {
      return reply.json(200, { owner: 'black-forest-labs', name: 'flux-schnell', url: 'https://replicate.com/x' });
    }
    const done = request.method === 'GET';
    const status = done ? final : 'starting';
    return reply.json(request.method === 'POST' ? 201 : 200, {
      id: 'p-1',
      model: 'black-forest-labs/flux-schnell',
      version: '5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa',
      input: {},
      output: status === 'succeeded' ? [`${standIn.base}/files/result.png`] : null,
      data_removed: false,
      error: status === 'failed' ? 'NSFW content detected. Try a different prompt.' : null,
      status,
      created_at: '2026-11-29T08:00:00.000Z',
      urls: {
        get: `${standIn.base}/v1/predictions/p-1`,
        cancel: `${standIn.base}/v1/predictions/p-1/cancel`,
        web: 'https://replicate.com/p/p-1',
      },
    });
  };
}

describe('Replicate through the server', () => {
  it('answers with FLUX on Replicate, refunds a failed prediction with its reason, and checks the model', async () => {
    const server = await startTestServer({
      env: {
        MEDIAKIT_ENGINE_IMAGE_GENERATE: 'replicate',
        MEDIAKIT_REPLICATE_API_TOKEN: 'r8-token',
        MEDIAKIT_REPLICATE_BASE_URL: `${standIn.base}/v1`,
        MEDIAKIT_ALLOW_LOCAL_URLS: '1',
      },
    });
    try {
      const row = await imageGenerationThroughProvider(
        server,
        (outcome) => (standIn.handler = replicateApi(outcome === 'success' ? 'succeeded' : 'failed')),
        {
          engine: 'replicate:black-forest-labs/flux-schnell',
          failure: 'NSFW content detected. Try a different prompt.',
        },
      );
      expect(row).toMatchObject({
        engine: 'replicate',
        ready: true,
        models: [{ model: 'black-forest-labs/flux-schnell', ok: true }],
      });
    } finally {
      await server.stop();
    }
  });
});
