import { join } from 'node:path';
import type * as FalSdk from '@fal-ai/client';
import sharp from 'sharp';
import type { EngineRun, Engines } from '../engine';
import { EngineError } from '../engineError';
import { drawnPortrait } from '../local/avatar';
import { speakToWav } from '../local/textToSpeech';
import { falCatalog, falDuration } from './catalog/fal';
import { errorDetail, malformed, refusal } from './http';
import { dataUriOf, downloadResult, fitVideo, pollTask, type TaskTiming } from './tasks';

/** The product video tool's style models and the fal models that serve them by default (catalog/fal.ts). */
export const defaultFalStyleModels: Record<string, string> = falCatalog.styleModels;

export interface FalConfig {
  apiKey: string;
  /** The queue's address, https://queue.fal.run (another origin: a proxy, or a stand-in in tests). */
  baseUrl: string;
  imageToVideoModel: string;
  avatarModel: string;
  /** Style name (as the product video tool sends it) to fal model id; unknown styles use `imageToVideoModel`. */
  styleModels: Record<string, string>;
  allowLocalUrls: boolean;
  timing?: Partial<TaskTiming>;
  requestTimeoutMs?: number;
}

let sdk: Promise<typeof FalSdk> | undefined;
/** fal's official client, loaded on first use. */
const loadSdk = () => (sdk ??= import('@fal-ai/client'));

const provider = 'fal';
const keyVariable = 'MEDIAKIT_FAL_API_KEY';

/**
 * fal's queue through its official client (@fal-ai/client): submit a model's input, ask its status (IN_QUEUE,
 * IN_PROGRESS, COMPLETED) until it ends, read the result (`video.url`) or its error; a cancelled job cancels the
 * request. Inputs go inline as data URIs, with only the fields each model takes (catalog/fal.ts). Image to video
 * (Kling), the product video's style models and the avatar (SadTalker: a portrait and the script's speech, made
 * here by espeak-ng).
 */
export function falEngines(config: FalConfig): Pick<Engines, 'imageToVideo' | 'productVideo' | 'avatar'> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const client = loadSdk().then(({ createFalClient }) =>
    createFalClient({
      credentials: config.apiKey,
      suppressLocalCredentialsWarning: true,
      retry: { maxRetries: 0 },
      // The client addresses https://queue.fal.run; another configured queue address (a proxy) takes its place.
      requestMiddleware: async (request) => ({ ...request, url: request.url.replace(falCatalog.queueUrl, base) }),
    }),
  );
  client.catch(() => undefined);
  const timing: TaskTiming = { timeoutMs: 20 * 60_000, pollIntervalMs: 3000, ...config.timing };
  const requestTimeoutMs = config.requestTimeoutMs ?? 60_000;

  /** One client call with the job's signal and a time limit, its failures said as the other providers' are. */
  async function call<T>(
    work: (fal: Awaited<typeof client>, abortSignal: AbortSignal) => Promise<T>,
    run: EngineRun,
  ): Promise<T> {
    const timeout = AbortSignal.timeout(requestTimeoutMs);
    const fal = await client;
    try {
      return await work(fal, AbortSignal.any([run.signal, timeout]));
    } catch (error) {
      if (run.signal.aborted) throw run.signal.reason ?? error;
      const { ApiError } = await loadSdk();
      if (timeout.aborted) {
        throw new EngineError(`${provider} did not answer in time.`, { cause: error, transient: true });
      }
      if (error instanceof ApiError) throw refusal(provider, error.status, errorDetail(error.body ?? {}), keyVariable);
      if (error instanceof SyntaxError) throw malformed(provider);
      throw new EngineError(`${provider} could not be reached.`, { cause: error, transient: true });
    }
  }

  /** Runs a model to its output's video URL. */
  async function runModel(model: string, input: Record<string, unknown>, run: EngineRun): Promise<string> {
    const ticket = await call((fal, abortSignal) => fal.queue.submit(model, { input, abortSignal }), run);
    const requestId = ticket.request_id;
    if (typeof requestId !== 'string') throw malformed(provider);
    const cancel = () => void client.then((fal) => fal.queue.cancel(model, { requestId })).catch(() => undefined);
    run.signal.addEventListener('abort', cancel, { once: true });
    try {
      await pollTask(
        provider,
        async () => {
          const status = (await call(
            (fal, abortSignal) => fal.queue.status(model, { requestId, logs: false, abortSignal }),
            run,
          )) as { status?: string; error?: string };
          if (status.status === 'COMPLETED') return { state: 'done', result: true };
          if (status.status === 'IN_QUEUE') return { state: 'pending', progress: 0 };
          if (status.status === 'IN_PROGRESS') return { state: 'pending', progress: 0.5 };
          if (status.status === 'FAILED' || status.status === 'CANCELED' || status.status === 'ERROR') {
            return { state: 'failed', reason: status.error };
          }
          throw malformed(provider);
        },
        run,
        timing,
      );
    } finally {
      run.signal.removeEventListener('abort', cancel);
    }
    // A failed request's result is an error answer (4xx/5xx with `detail`), which `call` reports.
    const output = await call((fal, abortSignal) => fal.queue.result(model, { requestId, abortSignal }), run);
    const video = (output.data as { video?: { url?: unknown } } | undefined)?.video;
    if (typeof video?.url !== 'string') throw malformed(provider);
    return video.url;
  }

  /** The clip fields a model takes: its duration covering the seconds asked, its aspect ratio when it has one. */
  function clipFields(model: string, seconds: number, ratio?: number) {
    const duration = falDuration(model, seconds);
    const ratios = falCatalog.models[model]?.aspectRatios;
    const aspect = ratio === undefined ? undefined : ratio > 1.2 ? '16:9' : ratio < 0.83 ? '9:16' : '1:1';
    return {
      ...(duration ? { duration } : {}),
      ...(aspect && ratios?.includes(aspect) ? { aspect_ratio: aspect } : {}),
    };
  }

  const download = (url: string, run: EngineRun) =>
    downloadResult(provider, url, run, { name: 'fal-output', kind: 'video', allowLocal: config.allowLocalUrls });
  const engineName = (model: string) => `fal:${model}`;

  return {
    async imageToVideo({ firstFrame, prompt, duration, width, height }, run) {
      const model = config.imageToVideoModel;
      const url = await runModel(
        model,
        { prompt, image_url: await dataUriOf(firstFrame), ...clipFields(model, duration) },
        run,
      );
      const clip = await download(url, run);
      return {
        engine: engineName(model),
        files: [await fitVideo(clip.path, { width, height, fps: 25, seconds: duration }, run)],
      };
    },
    async productVideo({ image, prompt, duration, resolution, fps, style, aspect }, run) {
      const model = config.styleModels[style] ?? config.imageToVideoModel;
      const { width: imageWidth = 1, height: imageHeight = 1 } = await sharp(image.path).metadata();
      const ratio =
        !aspect || aspect === 'auto'
          ? imageWidth / imageHeight
          : ({ '1:1': 1, '16:9': 16 / 9, '9:16': 9 / 16 }[aspect] ?? 1);
      const url = await runModel(
        model,
        {
          prompt: prompt || 'The product turns slowly in soft studio light.',
          image_url: await dataUriOf(image),
          ...clipFields(model, duration, ratio),
        },
        run,
      );
      const clip = await download(url, run);
      const height = { '480p': 480, '720p': 720, '1080p': 1080 }[resolution];
      return {
        engine: engineName(model),
        files: [
          await fitVideo(
            clip.path,
            {
              width: ratio >= 1 ? height * ratio : height,
              height: ratio >= 1 ? height : height / ratio,
              fps,
              seconds: duration,
            },
            run,
          ),
        ],
      };
    },
    async avatar({ script, portrait }, run) {
      const model = config.avatarModel;
      const face = portrait ?? {
        path: await drawnPortrait(script, join(run.workDir, 'portrait.png')),
        contentType: 'image/png',
      };
      const speech = { path: await speakToWav(script, run, 'voice.wav'), contentType: 'audio/wav' };
      const url = await runModel(
        model,
        { source_image_url: await dataUriOf(face), driven_audio_url: await dataUriOf(speech) },
        run,
      );
      const video = await download(url, run);
      return { engine: engineName(model), files: [video] };
    },
  };
}
