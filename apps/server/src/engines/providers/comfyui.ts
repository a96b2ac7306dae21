import { randomInt, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineFile, EngineRun, Engines } from '../engine';
import { EngineError } from '../engineError';
import { saveStudioImage, scaledSize } from '../local/studio';
import {
  comfyCatalog,
  comfyModels,
  sampleSize,
  type ComfyModelKey,
  type ComfyWorkflowName,
  type Workflow,
} from './catalog/comfyui';
import { conformImage, type ImageRules } from './conform';
import { callProvider, jsonOf, malformed } from './http';
import { checkImageResult, exactImage, pollTask, type TaskTiming } from './tasks';

export interface ComfyConfig {
  /** The ComfyUI server (http://127.0.0.1:8188 by default): the admin's own, so local addresses are expected. */
  baseUrl: string;
  /** The model files the workflows load (catalog/comfyui.ts, MEDIAKIT_COMFYUI_*). */
  models: Record<ComfyModelKey, string>;
  timing?: Partial<TaskTiming>;
  requestTimeoutMs?: number;
}

const provider = 'ComfyUI';
export const comfyBaseVariable = 'MEDIAKIT_COMFYUI_BASE_URL';

interface OutputImage {
  filename: string;
  subfolder?: string;
  type?: string;
}
interface HistoryEntry {
  outputs?: Record<string, { images?: OutputImage[] }>;
  status?: { status_str?: string; completed?: boolean; messages?: [string, Record<string, unknown>][] };
}

/** The reason ComfyUI gives for a failed run: the node's exception, from the run's status messages. */
function executionError(messages: [string, Record<string, unknown>][] | undefined): string | undefined {
  const failed = messages?.find(([kind]) => kind === 'execution_error')?.[1];
  if (failed) {
    const message = typeof failed.exception_message === 'string' ? failed.exception_message.trim() : '';
    return [failed.node_type, message].filter(Boolean).join(': ') || undefined;
  }
  if (messages?.some(([kind]) => kind === 'execution_interrupted')) return 'the run was interrupted on the server';
  return undefined;
}

const randomSeed = () => randomInt(0, 2 ** 32 - 1);

/**
 * The user's own ComfyUI server through its HTTP API (the `/api/` routes, which ComfyUI serves beside the bare ones):
 * the images are uploaded (`POST /api/upload/image`), the tool's workflow (catalog/comfyui.ts, built from ComfyUI's
 * core nodes) is queued (`POST /api/prompt`), its history is read until it has run (`GET /api/history/{prompt_id}`)
 * and its outputs fetched (`GET /api/view`). A cancelled job interrupts the run if it is the one executing
 * (`POST /api/interrupt` with its id) or takes it off the queue if it has not started (`POST /api/queue`).
 * Text to image, image editor, no-mask edit, style (FLUX.1 Redux) and enhance (an upscale model, x4).
 */
export function comfyEngines(
  config: ComfyConfig,
): Pick<Engines, 'imageGenerate' | 'imageEdit' | 'noMaskEdit' | 'style' | 'enhance'> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const clientId = randomUUID();
  const requestTimeoutMs = config.requestTimeoutMs ?? 60_000;
  const timing: TaskTiming = { timeoutMs: 15 * 60_000, pollIntervalMs: 1000, ...config.timing };
  const call = (path: string, init: RequestInit, signal: AbortSignal, timeoutMs = requestTimeoutMs) =>
    callProvider({ provider, url: `${base}${path}`, init, signal, timeoutMs, keyVariable: comfyBaseVariable });
  const json = { 'Content-Type': 'application/json' };

  /** Uploads an image into ComfyUI's input folder (never over another file); returns the name LoadImage reads. */
  async function upload(image: EngineFile, run: EngineRun, rules: ImageRules = comfyCatalog.upload) {
    const sent = await conformImage(image, rules, run.workDir);
    const extension = sent.file.contentType.split('/')[1]!.replace('jpeg', 'jpg');
    const form = new FormData();
    const bytes = new Blob([await readFile(sent.file.path)], { type: sent.file.contentType });
    form.set('image', bytes, `mediakit-${randomUUID()}.${extension}`);
    form.set('type', 'input');
    form.set('overwrite', 'false');
    const answer = await jsonOf<{ name?: unknown; subfolder?: unknown }>(
      provider,
      await call('/api/upload/image', { method: 'POST', body: form }, run.signal),
    );
    if (typeof answer.name !== 'string' || !answer.name) throw malformed(provider);
    return {
      name:
        typeof answer.subfolder === 'string' && answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name,
      width: sent.sentWidth,
      height: sent.sentHeight,
    };
  }

  /** The tool's workflow with its models and values set in the nodes the table names. */
  function graphOf(name: ComfyWorkflowName, values: Record<string, unknown>): Workflow {
    const workflow = comfyCatalog.workflows[name];
    const graph = structuredClone(workflow.graph);
    const set = ([node, input]: readonly [string, string], value: unknown) => {
      graph[node]!.inputs[input] = value;
    };
    for (const [model, slot] of Object.entries(workflow.models)) set(slot, config.models[model as ComfyModelKey]);
    for (const [key, value] of Object.entries(values)) {
      const slot = (workflow.slots as Record<string, readonly [string, string]>)[key];
      if (!slot) throw new Error(`The ${name} workflow has no ${key} input.`);
      if (value !== undefined) set(slot, value);
    }
    return graph;
  }

  /** Stops a run of ours: interrupted if it is executing, taken off the queue if not yet (each at most 10 s). */
  async function cancelAtComfy(promptId: string) {
    const quiet = new AbortController().signal;
    try {
      const queue = await jsonOf<{ queue_running?: unknown[][] }>(
        provider,
        await call('/api/queue', {}, quiet, 10_000),
      );
      const running = (queue.queue_running ?? []).some((item) => Array.isArray(item) && item[1] === promptId);
      if (running) {
        const body = JSON.stringify({ prompt_id: promptId });
        await call('/api/interrupt', { method: 'POST', headers: json, body }, quiet, 10_000);
      } else {
        const body = JSON.stringify({ delete: [promptId] });
        await call('/api/queue', { method: 'POST', headers: json, body }, quiet, 10_000);
      }
    } catch {
      // ComfyUI unreachable or refusing: nothing more to do than stop waiting for the run.
    }
  }

  /** An output image fetched from ComfyUI (`GET /view`) into the job's folder and checked by its bytes. */
  async function fetchOutput(image: OutputImage, run: EngineRun, name: string): Promise<string> {
    const query = new URLSearchParams({
      filename: image.filename,
      subfolder: image.subfolder ?? '',
      type: image.type ?? 'output',
    });
    const response = await call(`/api/view?${query}`, {}, run.signal, 120_000);
    const path = join(run.workDir, name);
    await writeFile(path, Buffer.from(await response.arrayBuffer()));
    await checkImageResult(provider, path);
    return path;
  }

  /**
   * Queues a workflow and waits for its output images. The queue call is never cut off midway (ComfyUI may already
   * have queued it: an aborted call would leave a run we do not know the id of); a cancel that arrives meanwhile is
   * carried out as soon as the id is in.
   */
  async function runWorkflow(name: ComfyWorkflowName, values: Record<string, unknown>, run: EngineRun) {
    const body = JSON.stringify({ prompt: graphOf(name, values), client_id: clientId });
    const queued = await jsonOf<{ prompt_id?: unknown }>(
      provider,
      await call('/api/prompt', { method: 'POST', headers: json, body }, new AbortController().signal),
    );
    const promptId = queued.prompt_id;
    if (typeof promptId !== 'string' || !promptId) throw malformed(provider);
    const output = comfyCatalog.workflows[name].output;
    try {
      if (run.signal.aborted) throw run.signal.reason;
      const images = await pollTask<OutputImage[]>(
        provider,
        async () => {
          const history = await jsonOf<Record<string, HistoryEntry>>(
            provider,
            await call(`/api/history/${encodeURIComponent(promptId)}`, {}, run.signal),
          );
          const entry = history[promptId];
          if (!entry) return { state: 'pending' };
          if (entry.status?.status_str === 'error') {
            return { state: 'failed', reason: executionError(entry.status.messages) };
          }
          if (entry.status && !entry.status.completed) return { state: 'pending' };
          const found = entry.outputs?.[output]?.images ?? [];
          if (!found.length || found.some((image) => typeof image?.filename !== 'string')) throw malformed(provider);
          return { state: 'done', result: found };
        },
        run,
        timing,
      );
      const files: string[] = [];
      for (const [index, image] of images.entries()) files.push(await fetchOutput(image, run, `${name}-${index}`));
      return files;
    } catch (error) {
      if (run.signal.aborted) {
        await cancelAtComfy(promptId);
        throw run.signal.reason;
      }
      throw error;
    }
  }

  const engineName = (model: ComfyModelKey) => `comfyui:${config.models[model]}`;

  return {
    async imageGenerate({ prompt, width, height, negativePrompt, style, seed, cfg }, run) {
      const [made] = await runWorkflow(
        'textToImage',
        {
          prompt: style ? `${prompt}, ${style} style` : prompt,
          negative: negativePrompt ?? '',
          ...sampleSize(width, height),
          seed: seed ?? randomSeed(),
          cfg,
        },
        run,
      );
      return {
        engine: engineName('checkpoint'),
        files: [await exactImage(made!, width, height, join(run.workDir, 'generated.png'))],
      };
    },
    async imageEdit({ image, prompt, strength, background, size }, run) {
      const [width, height] = size.split('x').map(Number) as [number, number];
      const uploaded = await upload(image, run);
      const [made] = await runWorkflow(
        'imageToImage',
        {
          prompt: background ? `${prompt}, on a ${background} background` : prompt,
          negative: '',
          image: uploaded.name,
          ...sampleSize(width, height),
          variations: 1,
          seed: randomSeed(),
          // The editor's strength (0-100) is how far the picture may move: the sampler's denoise.
          denoise: Math.min(1, Math.max(0.05, strength / 100)),
        },
        run,
      );
      return {
        engine: engineName('checkpoint'),
        files: [await exactImage(made!, width, height, join(run.workDir, 'edited.png'))],
      };
    },
    async noMaskEdit({ image, prompt, size, variations }, run) {
      const uploaded = await upload(image, run);
      const made = await runWorkflow(
        'imageToImage',
        {
          prompt,
          negative: '',
          image: uploaded.name,
          ...sampleSize(size, size),
          variations,
          seed: randomSeed(),
          denoise: 0.6,
        },
        run,
      );
      if (made.length < variations) throw malformed(provider);
      const files = await Promise.all(
        made
          .slice(0, variations)
          .map((path, index) => exactImage(path, size, size, join(run.workDir, `variation-${index + 1}.png`))),
      );
      return { engine: engineName('checkpoint'), files };
    },
    async style({ image, reference, strength, preserveStructure, scale, prompt }, run) {
      const { width = 1, height = 1 } = await sharp(image.path).rotate().metadata();
      const [uploaded, uploadedReference] = [await upload(image, run), await upload(reference, run)];
      const [made] = await runWorkflow(
        'style',
        {
          prompt: prompt ?? '',
          negative: '',
          image: uploaded.name,
          reference: uploadedReference.name,
          strength: Math.max(0, Math.min(1, strength)),
          ...sampleSize(width, height),
          seed: randomSeed(),
          // Keeping the structure lets the sampler move the picture less.
          denoise: preserveStructure ? 0.55 : 0.8,
        },
        run,
      );
      const target = scaledSize(width, height, scale);
      const file = await saveStudioImage(
        sharp(made!).resize(target.width, target.height, { fit: 'fill', kernel: 'lanczos3' }),
        target.width * target.height,
        run.workDir,
        'styled',
      );
      return { engine: engineName('styleModel'), files: [file] };
    },
    async enhance({ image, scale }, run) {
      // The upscale model is x4: at most 2.25 MP is sent (x4 of it is the studio's 36 MP), Lanczos does the rest.
      const { width = 1, height = 1 } = await sharp(image.path).rotate().metadata();
      const target = scaledSize(width, height, scale);
      const uploaded = await upload(image, run, { ...comfyCatalog.upload, maxPixels: comfyCatalog.upscaleInputPixels });
      const [made] = await runWorkflow('upscale', { image: uploaded.name }, run);
      const { width: madeWidth, height: madeHeight } = await sharp(made!).metadata();
      if (madeWidth === target.width && madeHeight === target.height) {
        return { engine: engineName('upscaleModel'), files: [{ path: made!, contentType: 'image/png' }] };
      }
      const file = await saveStudioImage(
        sharp(made!).resize(target.width, target.height, { fit: 'fill', kernel: 'lanczos3' }),
        target.width * target.height,
        run.workDir,
        `enhanced-${scale}x`,
      );
      return { engine: `${engineName('upscaleModel')}+lanczos`, files: [file] };
    },
  };
}

/** The names a core loader node offers for an input, in either of ComfyUI's shapes ([names] or ['COMBO', {options}]). */
function listedNames(spec: unknown): string[] {
  if (!Array.isArray(spec)) return [];
  if (Array.isArray(spec[0])) return spec[0].filter((name): name is string => typeof name === 'string');
  const options = (spec[1] as { options?: unknown } | undefined)?.options;
  return Array.isArray(options) ? options.filter((name): name is string => typeof name === 'string') : [];
}

/**
 * The admin's check: each model file a configured workflow loads is looked for in the list its loader node offers
 * (`GET /api/object_info/{node}`, ComfyUI's cheapest read that says which files it has).
 */
export async function checkComfyModels(
  config: Pick<ComfyConfig, 'baseUrl' | 'models'>,
  wanted: ComfyModelKey[],
  signal: AbortSignal,
): Promise<{ model: string; ok: boolean; problem?: string }[]> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const nodes = new Map<string, Promise<Record<string, unknown> | string>>();
  const read = (node: string) => {
    let found = nodes.get(node);
    if (!found) {
      found = callProvider({
        provider,
        url: `${base}/api/object_info/${encodeURIComponent(node)}`,
        init: {},
        signal,
        timeoutMs: 10_000,
        keyVariable: comfyBaseVariable,
      })
        .then((response) =>
          jsonOf<Record<string, { input?: Record<string, Record<string, unknown>> }>>(provider, response),
        )
        .then((info) => ({ ...info[node]?.input?.required, ...info[node]?.input?.optional }))
        .catch((error: unknown) => (error instanceof EngineError ? error.message : `${provider} could not be asked.`));
      nodes.set(node, found);
    }
    return found;
  };
  return Promise.all(
    [...new Set(wanted)].map(async (key) => {
      const { node, input, variable } = comfyModels[key];
      const model = config.models[key];
      const inputs = await read(node);
      if (typeof inputs === 'string') return { model, ok: false, problem: inputs };
      if (listedNames(inputs[input]).includes(model)) return { model, ok: true };
      return {
        model,
        ok: false,
        problem: `${model} is not among the files ComfyUI's ${node} offers (${variable}); put it in ComfyUI's models folder or name one it has.`,
      };
    }),
  );
}
