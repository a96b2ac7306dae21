import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type * as ReplicateSdk from 'replicate';
import sharp from 'sharp';
import type { EngineFile, EngineRun, Engines } from '../engine';
import { EngineError } from '../engineError';
import { saveStudioImage, scaledSize } from '../local/studio';
import { fluxAspect, replicateCatalog, replicateModelRef } from './catalog/replicate';
import { conformImage } from './conform';
import { errorDetail, malformed, refusal } from './http';
import { dataUriOf, downloadResult, exactImage, pollTask, type TaskTiming } from './tasks';

export interface ReplicateConfig {
  apiToken: string;
  /** https://api.replicate.com/v1 (another origin: a proxy, or a stand-in in tests). */
  baseUrl: string;
  /** Model references (`owner/name` or `owner/name:version`) per tool; the table's defaults otherwise. */
  imageModel: string;
  enhanceModel: string;
  backgroundModel: string;
  allowLocalUrls: boolean;
  timing?: Partial<TaskTiming>;
  requestTimeoutMs?: number;
}

let sdk: Promise<typeof ReplicateSdk> | undefined;
/** Replicate's official client (replicate), loaded on first use. */
const loadSdk = () => (sdk ??= import('replicate'));

const provider = 'Replicate';
export const replicateKeyVariable = 'MEDIAKIT_REPLICATE_API_TOKEN';

type Prediction = ReplicateSdk.Prediction;
type Client = InstanceType<typeof ReplicateSdk.default>;

/**
 * Replicate's HTTP API through its official client (replicate): create a prediction (an official model at
 * `/models/{owner}/{name}/predictions`, any other at `/predictions` with its pinned version), ask about it until it
 * has succeeded, failed or been canceled, and download its output; a cancelled job cancels the prediction. Files go
 * inline as data URLs up to Replicate's 256 kB, else uploaded first (`POST /files`, by the client). Text to image
 * (FLUX.1 schnell), enhance (Real-ESRGAN) and the background remover's cut-out.
 */
export function replicateEngines(config: ReplicateConfig) {
  const requestTimeoutMs = config.requestTimeoutMs ?? 60_000;
  const timing: TaskTiming = { timeoutMs: 15 * 60_000, pollIntervalMs: 2000, ...config.timing };
  /** The bodies of error answers, read before the client consumes them, for the provider's own reason. */
  const errorBodies = new WeakMap<Response, Promise<string>>();
  const client: Promise<Client> = loadSdk().then(
    ({ default: Replicate }) =>
      new Replicate({
        // Always given: the client would otherwise fall back to an ambient REPLICATE_API_TOKEN.
        auth: config.apiToken,
        baseUrl: config.baseUrl.replace(/\/+$/, ''),
        fileEncodingStrategy: 'upload',
        useFileOutput: false,
        // Each request has its time limit and refuses redirects, like every provider call here.
        fetch: async (url, init) => {
          const signals = [AbortSignal.timeout(requestTimeoutMs), ...(init?.signal ? [init.signal] : [])];
          const response = await fetch(url, { ...init, signal: AbortSignal.any(signals), redirect: 'error' });
          if (!response.ok)
            errorBodies.set(
              response,
              response
                .clone()
                .text()
                .catch(() => ''),
            );
          return response;
        },
      }),
  );
  client.catch(() => undefined);

  /** One client call with the job's signal, its failures said as the other providers' are. */
  async function call<T>(work: (replicate: Client, signal: AbortSignal) => Promise<T>, signal: AbortSignal) {
    const replicate = await client;
    try {
      return await work(replicate, signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? error;
      const failure = error as { name?: string; response?: Response; cause?: { name?: string } };
      if (failure.name === 'ApiError' && failure.response) {
        const body = (await errorBodies.get(failure.response)) ?? '';
        throw refusal(provider, failure.response.status, errorDetail(body), replicateKeyVariable);
      }
      if (failure.name === 'TimeoutError' || failure.cause?.name === 'TimeoutError') {
        throw new EngineError(`${provider} did not answer in time.`, { cause: error, transient: true });
      }
      if (error instanceof SyntaxError) throw malformed(provider);
      throw new EngineError(`${provider} could not be reached.`, { cause: error, transient: true });
    }
  }

  /** Tells Replicate to stop a prediction of ours, waiting for its answer (at most 10 s). */
  async function cancelAtReplicate(id: string) {
    try {
      await call(
        (replicate) => replicate.predictions.cancel(id, { signal: AbortSignal.timeout(10_000) }),
        new AbortController().signal,
      );
    } catch {
      // Replicate unreachable or refusing: nothing more to do than stop waiting for the prediction.
    }
  }

  /** A file as the model's input: a data URL up to Replicate's inline limit, else bytes the client uploads. */
  async function fileInput(file: EngineFile): Promise<string | Blob> {
    if ((await stat(file.path)).size <= replicateCatalog.inlineFileBytes) return dataUriOf(file);
    return new Blob([await readFile(file.path)], { type: file.contentType });
  }

  /**
   * Runs a model to its output. A job cancelled at any moment after Replicate took the prediction cancels it there:
   * the create call is never cut off midway (Replicate may already run it: an aborted create would leave a prediction
   * we do not know the id of, running and billed), so a cancel that arrives while creating is carried out as soon as
   * the id is in; one that arrives while waiting, at once.
   */
  async function runModel(reference: string, input: Record<string, unknown>, run: EngineRun): Promise<unknown> {
    const ref = replicateModelRef(reference);
    if (!ref) throw new EngineError(`${reference} is not a Replicate model (owner/name or owner/name:version).`);
    const creating = new AbortController().signal;
    const created = await call(
      (replicate, signal) =>
        replicate.predictions.create(
          ref.version ? { version: ref.version, input, signal } : { model: ref.model, input, signal },
        ),
      creating,
    );
    const id = created?.id;
    if (typeof id !== 'string' || !id) throw malformed(provider);
    try {
      if (run.signal.aborted) throw run.signal.reason;
      // The create answer may already be final (a fast model); otherwise its state is asked for.
      let known: Prediction | undefined = isFinished(created) ? created : undefined;
      return await pollTask(
        provider,
        async () => {
          const prediction =
            known ?? (await call((replicate, signal) => replicate.predictions.get(id, { signal }), run.signal));
          known = undefined;
          if (prediction.status === 'succeeded') return { state: 'done', result: prediction.output as unknown };
          if (prediction.status === 'starting') return { state: 'pending', progress: 0 };
          if (prediction.status === 'processing') return { state: 'pending', progress: 0.5 };
          if (['failed', 'canceled', 'aborted'].includes(prediction.status)) {
            const reason = typeof prediction.error === 'string' && prediction.error ? prediction.error : undefined;
            return { state: 'failed', reason: reason ?? `the prediction was ${prediction.status}` };
          }
          throw malformed(provider);
        },
        run,
        timing,
      );
    } catch (error) {
      if (run.signal.aborted) {
        await cancelAtReplicate(id);
        throw run.signal.reason;
      }
      throw error;
    }
  }

  /** The first file URL of a prediction's output (a URL, or a list of them), downloaded and checked by its bytes. */
  async function downloadOutput(output: unknown, run: EngineRun, name: string) {
    const url = Array.isArray(output) ? output[0] : output;
    return downloadResult(provider, url, run, { name, kind: 'image', allowLocal: config.allowLocalUrls });
  }

  const modelName = (reference: string) => replicateModelRef(reference)?.model ?? reference;
  const engineName = (reference: string) => `replicate:${modelName(reference)}`;
  const imageRules = (reference: string) =>
    replicateCatalog.models[modelName(reference)]?.image ?? { types: ['image/png', 'image/jpeg', 'image/webp'] };

  const imageGenerate: Engines['imageGenerate'] = async (
    { prompt, width, height, negativePrompt, style, seed },
    run,
  ) => {
    // FLUX.1 schnell has no negative prompt nor style field: they are said in the prompt.
    const text = [prompt, style ? `Style: ${style}.` : '', negativePrompt ? `Avoid: ${negativePrompt}.` : '']
      .filter(Boolean)
      .join(' ');
    const output = await runModel(
      config.imageModel,
      {
        prompt: text,
        aspect_ratio: fluxAspect(width, height),
        num_outputs: 1,
        output_format: 'png',
        ...(seed === undefined ? {} : { seed }),
      },
      run,
    );
    const image = await downloadOutput(output, run, 'generated-source');
    return {
      engine: engineName(config.imageModel),
      files: [await exactImage(image.path, width, height, join(run.workDir, 'generated.png'))],
    };
  };

  const enhance: Engines['enhance'] = async ({ image, scale }, run) => {
    // Real-ESRGAN's network is x4; the rest of a larger scale is Lanczos here, within the studio's 36 MP limit.
    const { width = 1, height = 1 } = await sharp(image.path).rotate().metadata();
    const target = scaledSize(width, height, scale);
    const sent = await conformImage(image, imageRules(config.enhanceModel), run.workDir);
    const factor = Math.min(scale, 4);
    const output = await runModel(
      config.enhanceModel,
      { image: await fileInput(sent.file), scale: factor, face_enhance: false },
      run,
    );
    const upscaled = await downloadOutput(output, run, 'upscaled');
    const made = await sharp(upscaled.path).metadata();
    if (made.width === target.width && made.height === target.height) {
      return { engine: engineName(config.enhanceModel), files: [upscaled] };
    }
    const file = await saveStudioImage(
      sharp(upscaled.path).resize(target.width, target.height, { kernel: 'lanczos3' }),
      target.width * target.height,
      run.workDir,
      `enhanced-${scale}x`,
    );
    return { engine: `${engineName(config.enhanceModel)}+lanczos`, files: [file] };
  };

  /** The subject cut out as a PNG with alpha, at the input's own size (composition is done locally). */
  async function cutOut(image: EngineFile, run: EngineRun): Promise<string> {
    const sent = await conformImage(image, imageRules(config.backgroundModel), run.workDir);
    const output = await runModel(config.backgroundModel, { image: await fileInput(sent.file) }, run);
    const cut = await downloadOutput(output, run, 'cutout-source');
    const path = join(run.workDir, 'cutout.png');
    await sharp(cut.path).ensureAlpha().resize(sent.sentWidth, sent.sentHeight, { fit: 'fill' }).png().toFile(path);
    return path;
  }

  return { imageGenerate, enhance, cutOut, engineName };
}

const isFinished = (prediction: Prediction) =>
  ['succeeded', 'failed', 'canceled', 'aborted'].includes(prediction.status);

/** With a key set: each configured model read with Replicate's cheapest call (GET the model, or its version). */
export async function checkReplicateModels(
  config: Pick<ReplicateConfig, 'apiToken' | 'baseUrl'>,
  references: string[],
  signal: AbortSignal,
): Promise<{ model: string; ok: boolean; problem?: string }[]> {
  const { default: Replicate } = await loadSdk();
  const replicate = new Replicate({ auth: config.apiToken, baseUrl: config.baseUrl.replace(/\/+$/, '') });
  return Promise.all(
    references.map(async (reference) => {
      const ref = replicateModelRef(reference);
      if (!ref)
        return { model: reference, ok: false, problem: `${reference} is not owner/name or owner/name:version.` };
      const [owner, name] = ref.model.split('/') as [string, string];
      try {
        if (ref.version) await replicate.models.versions.get(owner, name, ref.version, { signal });
        else await replicate.models.get(owner, name, { signal });
        return { model: reference, ok: true };
      } catch (error) {
        const status = (error as { response?: Response }).response?.status;
        const problem =
          status === 404
            ? `${reference} is not on Replicate (404).`
            : status === 401 || status === 403
              ? `Replicate refused the key (${status}); check ${replicateKeyVariable}.`
              : `Replicate could not be asked about ${reference}${status ? ` (${status})` : ''}.`;
        return { model: reference, ok: false, problem };
      }
    }),
  );
}
