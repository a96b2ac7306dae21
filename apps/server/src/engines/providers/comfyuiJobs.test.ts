import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { providerStandIn, type Received, type Reply } from '../../testing/providerStandIn';
import { imageGenerationThroughProvider } from '../../testing/providerJourney';
import { startTestServer } from '../../testing/testServer';

// ComfyUI chosen for a tool by MEDIAKIT_ENGINE_<TOOL>, through the running server: the answer names the checkpoint, a
// failed run fails the job with ComfyUI's reason and gives the credits back (the worker's refund), and the admin
// engines page looks for the configured model file in ComfyUI's list. Requests and answers are checked against
// ComfyUI's published description, as in comfyui.test.ts.
const standIn = providerStandIn({ file: 'comfyui.subset.json' });

function comfyApi(outcome: 'success' | 'error') {
  const ids: string[] = [];
  return (request: Received, reply: Reply) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === '/api/object_info/CheckpointLoaderSimple') {
      return reply.json(200, {
        CheckpointLoaderSimple: { input: { required: { ckpt_name: [['juggernautXL.safetensors'], {}] } } },
      });
    }
    if (path === '/api/prompt') {
      ids.push(randomUUID());
      return reply.json(200, { prompt_id: ids.at(-1), number: ids.length, node_errors: {} });
    }
    if (path.startsWith('/api/history/')) {
      const id = ids.at(-1)!;
      const status =
        outcome === 'success'
          ? { status_str: 'success', completed: true, messages: [] }
          : {
              status_str: 'error',
              completed: false,
              messages: [['execution_error', { node_type: 'KSampler', exception_message: 'CUDA out of memory' }]],
            };
      const images = [{ filename: 'ComfyUI_00001_.png', subfolder: 'mediakit', type: 'output' }];
      return reply.json(200, { [id]: { outputs: { '7': { images } }, status } });
    }
    if (path === '/api/view') {
      void sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#cc3300' } })
        .png()
        .toBuffer()
        .then((png) => reply.bytes(200, 'image/png', png));
      return;
    }
    reply.json(404, {});
  };
}

describe('ComfyUI through the server', () => {
  it('answers with the configured checkpoint, refunds a failed run with its reason, and checks the model file', async () => {
    const server = await startTestServer({
      env: {
        MEDIAKIT_ENGINE_IMAGE_GENERATE: 'comfyui',
        MEDIAKIT_COMFYUI_BASE_URL: standIn.base,
        MEDIAKIT_COMFYUI_CHECKPOINT: 'juggernautXL.safetensors',
      },
    });
    try {
      const row = await imageGenerationThroughProvider(
        server,
        (outcome) => (standIn.handler = comfyApi(outcome === 'success' ? 'success' : 'error')),
        { engine: 'comfyui:juggernautXL.safetensors', failure: 'KSampler: CUDA out of memory' },
      );
      expect(row).toMatchObject({
        engine: 'comfyui',
        ready: true,
        kind: 'provider',
        summary: 'Your ComfyUI server (juggernautXL.safetensors) makes the result.',
        models: [{ model: 'juggernautXL.safetensors', ok: true }],
      });
    } finally {
      await server.stop();
    }
  });
});
