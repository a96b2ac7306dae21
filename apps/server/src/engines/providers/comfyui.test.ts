import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { isTransient } from '../../jobs/transient';
import { providerDescriptions } from '../../testing/apiDescription';
import { photo, providerStandIn, type Received, type Reply } from '../../testing/providerStandIn';
import { checkEngineModels } from '../engineInfo';
import { createEngines, describeEngines } from '../index';
import { comfyCatalog, comfyModelNames, sampleSize, type Workflow } from './catalog/comfyui';
import { checkComfyModels, comfyEngines } from './comfyui';

// Every request and every answer is checked against ComfyUI's published OpenAPI description (the operations the engine
// calls, fixtures/providers/comfyui.subset.json, from Comfy-Org/ComfyUI's openapi.yaml; see SOURCES.md there).
const standIn = providerStandIn({ file: 'comfyui.subset.json' });
const models = comfyModelNames({});
const comfy = (extra: Partial<Parameters<typeof comfyEngines>[0]> = {}) =>
  comfyEngines({ baseUrl: standIn.base, models, timing: { pollIntervalMs: 5 }, ...extra });

interface Queued {
  id: string;
  graph: Workflow;
}

/**
 * ComfyUI as documented: uploads are named, a queued prompt gets an id, its history is `{}` until it has run and then
 * holds its status and the output node's images (one per latent in the batch), which `/view` serves.
 */
function comfyServer({
  runs = 1,
  status = { status_str: 'success', completed: true, messages: [] as unknown[] },
  outputSize,
}: { runs?: number; status?: object; outputSize?: (graph: Workflow) => { width: number; height: number } } = {}) {
  const queued: Queued[] = [];
  let polls = 0;
  let uploads = 0;
  const handler = (request: Received, reply: Reply) => {
    const url = new URL(request.url, 'http://x');
    if (request.method === 'POST' && url.pathname === '/api/upload/image') {
      uploads += 1;
      return reply.json(200, { name: `upload-${uploads}.png`, subfolder: 'mediakit', type: 'input' });
    }
    if (request.method === 'POST' && url.pathname === '/api/prompt') {
      const id = randomUUID();
      queued.push({ id, graph: (request.fields as { prompt: Workflow }).prompt });
      return reply.json(200, { prompt_id: id, number: queued.length, node_errors: {} });
    }
    if (request.method === 'GET' && url.pathname.startsWith('/api/history/')) {
      const id = decodeURIComponent(url.pathname.slice('/api/history/'.length));
      const found = queued.find((item) => item.id === id);
      polls += 1;
      if (!found || polls <= runs) return reply.json(200, {});
      const output = Object.entries(found.graph).find(([, node]) => node.class_type === 'SaveImage')![0];
      const batch = Object.values(found.graph).find((node) => node.class_type === 'RepeatLatentBatch');
      const count = Number(batch?.inputs.amount ?? 1);
      const images = Array.from({ length: count }, (_, index) => ({
        filename: `ComfyUI_${index}.png`,
        subfolder: 'mediakit',
        type: 'output',
      }));
      return reply.json(200, {
        [id]: { prompt: { prompt_id: id }, outputs: { [output]: { images } }, status, meta: {} },
      });
    }
    if (request.method === 'GET' && url.pathname === '/api/view') {
      const graph = queued.at(-1)!.graph;
      const { width, height } = outputSize?.(graph) ?? { width: 64, height: 64 };
      void sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer()
        .then((png) => reply.bytes(200, 'image/png', png));
      return;
    }
    reply.json(404, { error: 'not found' });
  };
  return { handler, queued };
}

const nodeOf = (graph: Workflow, classType: string, index = 0) =>
  Object.values(graph).filter((node) => node.class_type === classType)[index]!.inputs;
const sampledSize = (graph: Workflow) => {
  const latent = Object.values(graph).find((node) => node.class_type === 'EmptyLatentImage');
  const scaled = Object.values(graph).find((node) => node.class_type === 'ImageScale');
  const inputs = (latent ?? scaled)!.inputs;
  return { width: Number(inputs.width), height: Number(inputs.height) };
};

describe('ComfyUI engine (upload, queue the workflow, read the history, fetch the outputs)', () => {
  it('makes text to image with the configured checkpoint at about 1 MP, and returns exactly the size asked', async () => {
    const server = comfyServer({ outputSize: sampledSize });
    standIn.handler = server.handler;
    const { engine, files } = await comfy().imageGenerate(
      {
        prompt: 'a ginger cat sleeping on a blue sofa',
        width: 1280,
        height: 720,
        negativePrompt: 'blurry',
        seed: 7,
        cfg: 5,
      },
      standIn.run(),
    );
    expect(engine).toBe('comfyui:sd_xl_base_1.0.safetensors');
    expect(await sharp(files[0]!.path).metadata()).toMatchObject({ width: 1280, height: 720, format: 'png' });
    const { graph } = server.queued[0]!;
    expect(nodeOf(graph, 'CheckpointLoaderSimple').ckpt_name).toBe('sd_xl_base_1.0.safetensors');
    expect(nodeOf(graph, 'CLIPTextEncode', 0).text).toBe('a ginger cat sleeping on a blue sofa');
    expect(nodeOf(graph, 'CLIPTextEncode', 1).text).toBe('blurry');
    expect(nodeOf(graph, 'KSampler')).toMatchObject({ seed: 7, cfg: 5, denoise: 1 });
    expect(sampledSize(graph)).toEqual(sampleSize(1280, 720));
    expect(sampleSize(1280, 720)).toEqual({ width: 1344, height: 768 });
    const paths = standIn.received.map((request) => `${request.method} ${new URL(request.url, 'http://x').pathname}`);
    expect(paths).toEqual([
      'POST /api/prompt',
      `GET /api/history/${server.queued[0]!.id}`,
      `GET /api/history/${server.queued[0]!.id}`,
      'GET /api/view',
    ]);
    const view = new URL(standIn.received.at(-1)!.url, 'http://x').searchParams;
    expect(Object.fromEntries(view)).toEqual({ filename: 'ComfyUI_0.png', subfolder: 'mediakit', type: 'output' });
  });

  it('edits an uploaded image (never over another file) at the strength asked, and makes no-mask variations', async () => {
    const server = comfyServer({ runs: 0 });
    standIn.handler = server.handler;
    const edited = await comfy().imageEdit(
      { image: photo, prompt: 'make it autumn', strength: 40, background: 'white', size: '512x512' },
      standIn.run(),
    );
    expect(await sharp(edited.files[0]!.path).metadata()).toMatchObject({ width: 512, height: 512 });
    const upload = standIn.received[0]!;
    expect(upload.fields).toMatchObject({ type: 'input', overwrite: 'false' });
    expect(String(upload.fields!.image)).toMatch(/^<file image\/png \d+ bytes>$/);
    const edit = server.queued[0]!.graph;
    expect(nodeOf(edit, 'LoadImage').image).toBe('mediakit/upload-1.png');
    expect(nodeOf(edit, 'KSampler').denoise).toBe(0.4);
    expect(nodeOf(edit, 'CLIPTextEncode').text).toBe('make it autumn, on a white background');
    expect(nodeOf(edit, 'RepeatLatentBatch').amount).toBe(1);

    const variations = await comfy().noMaskEdit(
      { image: photo, prompt: 'snow', size: 256, variations: 3 },
      standIn.run(),
    );
    expect(variations.files).toHaveLength(3);
    for (const file of variations.files)
      expect(await sharp(file.path).metadata()).toMatchObject({ width: 256, height: 256 });
    expect(nodeOf(server.queued[1]!.graph, 'RepeatLatentBatch').amount).toBe(3);
  });

  it('styles with FLUX.1 Redux from the reference, and scales the result as the studio does', async () => {
    const server = comfyServer({ runs: 0 });
    standIn.handler = server.handler;
    const { engine, files } = await comfy().style(
      { image: photo, reference: photo, strength: 0.7, preserveStructure: true, scale: 2, prompt: 'oil painting' },
      standIn.run(),
    );
    expect(engine).toBe('comfyui:flux1-redux-dev.safetensors');
    expect(await sharp(files[0]!.path).metadata()).toMatchObject({ width: 640, height: 480 });
    const { graph } = server.queued[0]!;
    expect(nodeOf(graph, 'CheckpointLoaderSimple').ckpt_name).toBe('flux1-dev-fp8.safetensors');
    expect(nodeOf(graph, 'StyleModelLoader').style_model_name).toBe('flux1-redux-dev.safetensors');
    expect(nodeOf(graph, 'CLIPVisionLoader').clip_name).toBe('sigclip_vision_patch14_384.safetensors');
    expect(nodeOf(graph, 'StyleModelApply').strength).toBe(0.7);
    expect([nodeOf(graph, 'LoadImage', 0).image, nodeOf(graph, 'LoadImage', 1).image]).toEqual([
      'mediakit/upload-1.png',
      'mediakit/upload-2.png',
    ]);
    expect(nodeOf(graph, 'KSampler').denoise).toBe(0.55);
  });

  it('enhances with the upscale model (x4) and finishes 8x with Lanczos, naming both', async () => {
    const server = comfyServer({ runs: 0, outputSize: () => ({ width: 1280, height: 960 }) });
    standIn.handler = server.handler;
    const four = await comfy().enhance({ image: photo, scale: 4 }, standIn.run());
    expect(four.engine).toBe('comfyui:RealESRGAN_x4plus.pth');
    const eight = await comfy({ models: { ...models, upscaleModel: '4x-UltraSharp.pth' } }).enhance(
      { image: photo, scale: 8 },
      standIn.run(),
    );
    expect(eight.engine).toBe('comfyui:4x-UltraSharp.pth+lanczos');
    expect(await sharp(eight.files[0]!.path).metadata()).toMatchObject({ width: 2560, height: 1920 });
    expect(nodeOf(server.queued[1]!.graph, 'UpscaleModelLoader').model_name).toBe('4x-UltraSharp.pth');
  });

  it("says why a run failed (the node's exception) and why a workflow was refused (the node error)", async () => {
    standIn.handler = comfyServer({
      runs: 0,
      status: {
        status_str: 'error',
        completed: false,
        messages: [
          ['execution_start', { prompt_id: 'x', timestamp: 1 }],
          ['execution_error', { node_type: 'KSampler', exception_message: 'CUDA out of memory.\n' }],
        ],
      },
    }).handler;
    const run = comfy().imageGenerate({ prompt: 'x', width: 512, height: 512 }, standIn.run());
    await expect(run).rejects.toThrow('ComfyUI could not make the result: KSampler: CUDA out of memory.');
    await run.catch((error: unknown) => expect(isTransient(error)).toBe(false));

    standIn.handler = (_request, reply) =>
      reply.json(400, {
        error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '' },
        node_errors: {
          '1': {
            class_type: 'CheckpointLoaderSimple',
            errors: [{ message: 'Value not in list', details: "ckpt_name: 'missing.safetensors' not in []" }],
          },
        },
      });
    await expect(comfy().imageGenerate({ prompt: 'x', width: 512, height: 512 }, standIn.run())).rejects.toThrow(
      "ComfyUI refused the request (400): Prompt outputs failed validation: CheckpointLoaderSimple: Value not in list: ckpt_name: 'missing.safetensors' not in [].",
    );
  });

  it('interrupts a run of ours that is executing, and takes one off the queue that has not started', async () => {
    for (const running of [true, false]) {
      const server = comfyServer({ runs: Number.POSITIVE_INFINITY });
      standIn.handler = (request, reply) => {
        const path = new URL(request.url, 'http://x').pathname;
        const item = (id: string) => [1, id, {}, {}, []];
        if (request.method === 'GET' && path === '/api/queue') {
          const ids = server.queued.map(({ id }) => item(id));
          return reply.json(
            200,
            running ? { queue_running: ids, queue_pending: [] } : { queue_running: [], queue_pending: ids },
          );
        }
        if (request.method === 'POST' && path === '/api/interrupt') return reply.json(200, {});
        if (request.method === 'POST' && path === '/api/queue')
          return reply.json(200, { deleted: [server.queued[0]!.id] });
        server.handler(request, reply);
      };
      const controller = new AbortController();
      const job = comfy().imageGenerate({ prompt: 'x', width: 512, height: 512 }, standIn.run(controller.signal));
      await vi.waitFor(() =>
        expect(standIn.received.some((request) => request.url.startsWith('/api/history/'))).toBe(true),
      );
      controller.abort(new Error('cancelled by the user'));
      await expect(job).rejects.toThrow('cancelled by the user');
      const id = server.queued[0]!.id;
      const last = standIn.received.at(-1)!;
      expect(`${last.method} ${last.url}`).toBe(running ? 'POST /api/interrupt' : 'POST /api/queue');
      expect(last.fields).toEqual(running ? { prompt_id: id } : { delete: [id] });
      standIn.received.length = 0;
    }
  });

  it('is chosen per tool with MEDIAKIT_ENGINE_<TOOL>=comfyui, needs no key, and refuses a base URL that is not http(s)', () => {
    const env = {
      MEDIAKIT_ENGINE_IMAGE_GENERATE: 'comfyui',
      MEDIAKIT_ENGINE_IMAGE_EDIT: 'comfyui',
      MEDIAKIT_ENGINE_NO_MASK_EDIT: 'comfyui',
      MEDIAKIT_ENGINE_STYLE: 'comfyui',
      MEDIAKIT_ENGINE_ENHANCE: 'comfyui',
      MEDIAKIT_LOCAL_MODELS: '0',
    };
    expect(
      describeEngines(env)
        .filter((status) => status.engine === 'comfyui')
        .every((status) => status.ready),
    ).toBe(true);
    const engines = createEngines(env);
    expect(engines.imageGenerate.name).not.toBe(createEngines({ MEDIAKIT_LOCAL_MODELS: '0' }).imageGenerate.name);
    const bad = describeEngines({ ...env, MEDIAKIT_COMFYUI_BASE_URL: 'comfy.local:8188' });
    expect(bad.find((status) => status.tool === 'style')).toMatchObject({
      ready: false,
      problem: 'MEDIAKIT_COMFYUI_BASE_URL=comfy.local:8188 is not an http(s) URL.',
    });
    expect(comfyModelNames({ MEDIAKIT_COMFYUI_CHECKPOINT: ' juggernautXL.safetensors ' }).checkpoint).toBe(
      'juggernautXL.safetensors',
    );
  });

  it('checks each configured model file in the list its loader node offers (GET /api/object_info/{node})', async () => {
    standIn.handler = (request, reply) => {
      const node = decodeURIComponent(new URL(request.url, 'http://x').pathname.split('/').at(-1)!);
      if (node === 'CheckpointLoaderSimple') {
        return reply.json(200, {
          [node]: {
            name: node,
            input: { required: { ckpt_name: [['sd_xl_base_1.0.safetensors', 'other.ckpt'], {}] } },
          },
        });
      }
      // The newer shape of a list input: ['COMBO', { options }].
      return reply.json(200, {
        [node]: { name: node, input: { required: { model_name: ['COMBO', { options: ['4x-UltraSharp.pth'] }] } } },
      });
    };
    const checks = await checkComfyModels(
      { baseUrl: standIn.base, models },
      ['checkpoint', 'upscaleModel'],
      AbortSignal.timeout(5000),
    );
    expect(checks).toEqual([
      { model: 'sd_xl_base_1.0.safetensors', ok: true },
      {
        model: 'RealESRGAN_x4plus.pth',
        ok: false,
        problem:
          "RealESRGAN_x4plus.pth is not among the files ComfyUI's UpscaleModelLoader offers (MEDIAKIT_COMFYUI_UPSCALE_MODEL); put it in ComfyUI's models folder or name one it has.",
      },
    ]);
    const admin = await checkEngineModels(
      {
        MEDIAKIT_ENGINE_ENHANCE: 'comfyui',
        MEDIAKIT_COMFYUI_BASE_URL: standIn.base,
        MEDIAKIT_COMFYUI_UPSCALE_MODEL: '4x-UltraSharp.pth',
      },
      AbortSignal.timeout(5000),
    );
    expect(admin.enhance).toEqual([{ model: '4x-UltraSharp.pth', ok: true }]);
    expect(standIn.received.map((request) => request.url)).toContain('/api/object_info/UpscaleModelLoader');
  });

  it("builds each workflow from ComfyUI's core nodes with exactly the inputs each takes, list inputs within their options", () => {
    const { nodes } = JSON.parse(readFileSync(`${providerDescriptions}comfyui.nodes.json`, 'utf8')) as {
      nodes: Record<string, Record<string, string[] | null>>;
    };
    for (const [name, workflow] of Object.entries(comfyCatalog.workflows)) {
      for (const [id, node] of Object.entries(workflow.graph)) {
        const known = nodes[node.class_type];
        expect(known, `${name} ${id}: ${node.class_type}`).toBeDefined();
        expect(Object.keys(node.inputs).sort(), `${name} ${id}: ${node.class_type}`).toEqual(
          Object.keys(known!).sort(),
        );
        for (const [input, options] of Object.entries(known!)) {
          if (options) expect(options, `${name} ${id}.${input}`).toContain(node.inputs[input]);
        }
      }
    }
  });

  it('keeps each workflow whole: every link names a node of the graph, every input the table sets exists, and the output node saves images', () => {
    for (const [name, workflow] of Object.entries(comfyCatalog.workflows)) {
      const graph = workflow.graph;
      for (const [id, node] of Object.entries(graph)) {
        for (const [input, value] of Object.entries(node.inputs)) {
          if (Array.isArray(value)) expect(graph[value[0] as string], `${name} ${id}.${input}`).toBeDefined();
        }
      }
      const slots = [...Object.values(workflow.slots), ...Object.values(workflow.models)] as [string, string][];
      for (const [node, input] of slots) expect(graph[node]?.inputs, `${name} ${node}.${input}`).toHaveProperty(input);
      expect(graph[workflow.output]!.class_type).toBe('SaveImage');
    }
  });
});
