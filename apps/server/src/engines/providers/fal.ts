import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineRun, Engines } from '../engine';
import { drawnPortrait } from '../local/avatar';
import { speakToWav } from '../local/textToSpeech';
import { callProvider, jsonOf, malformed } from './http';
import { dataUriOf, downloadResult, fitVideo, pollTask, type TaskTiming } from './tasks';

/** The product video tool's style models (the spec's list) and the fal models that serve them by default. */
export const defaultFalStyleModels: Record<string, string> = {
  'Kling 1.0 Pro': 'fal-ai/kling-video/v1/pro/image-to-video',
  'Kling 1.0': 'fal-ai/kling-video/v1/standard/image-to-video',
  'Vidu 2.0': 'fal-ai/vidu/image-to-video',
  'Vidu 1.5': 'fal-ai/vidu/image-to-video',
  'PixVerse 1.5': 'fal-ai/pixverse/v3.5/image-to-video',
  'PixVerse 1.0': 'fal-ai/pixverse/v3.5/image-to-video',
  'MiniMax 1.0': 'fal-ai/minimax/video-01/image-to-video',
  'Seedance 1.0': 'fal-ai/bytedance/seedance/v1/lite/image-to-video',
};

export interface FalConfig {
  apiKey: string;
  /** The queue's address, https://queue.fal.run. */
  baseUrl: string;
  imageToVideoModel: string;
  avatarModel: string;
  /** Style name (as the product video tool sends it) to fal model id; unknown styles use `imageToVideoModel`. */
  styleModels: Record<string, string>;
  allowLocalUrls: boolean;
  timing?: Partial<TaskTiming>;
  requestTimeoutMs?: number;
}

const provider = 'fal';
const keyVariable = 'MEDIAKIT_FAL_API_KEY';

interface QueueTicket {
  request_id?: string;
  status_url?: string;
  response_url?: string;
  cancel_url?: string;
}

/**
 * fal's queue API: `POST {queue}/{model}` with `Authorization: Key …` answers a ticket (request_id, status_url,
 * response_url, cancel_url); the status is IN_QUEUE, IN_PROGRESS, then COMPLETED, and the response URL gives the
 * model's output (`video.url`) or its error. Inputs go inline as data URIs. A cancelled job cancels its request.
 * Image to video (Kling), the product video's style models and the avatar (SadTalker: a portrait and the script's
 * speech, made here by espeak-ng).
 */
export function falEngines(config: FalConfig): Pick<Engines, 'imageToVideo' | 'productVideo' | 'avatar'> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const headers = {
    Authorization: `Key ${config.apiKey}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const timing: TaskTiming = { timeoutMs: 20 * 60_000, pollIntervalMs: 3000, ...config.timing };
  const requestTimeoutMs = config.requestTimeoutMs ?? 60_000;
  const cancelTimeoutMs = Math.min(requestTimeoutMs, 10_000);
  const call = (url: string, init: RequestInit, run: EngineRun) =>
    callProvider({
      provider,
      url,
      init: { ...init, headers },
      signal: run.signal,
      timeoutMs: requestTimeoutMs,
      keyVariable,
    });
  /** Links in a ticket are followed only on the queue's own origin. */
  const onQueue = (url: unknown): string => {
    if (typeof url !== 'string' || new URL(url, base).origin !== origin) throw malformed(provider);
    return new URL(url, base).href;
  };

  /**
   * Tells fal to stop a request of ours, waiting for its answer (at most `cancelTimeoutMs`): when a cancelled job's
   * engine ends, fal has been told.
   */
  async function cancelAtFal(ticket: QueueTicket) {
    if (!ticket.cancel_url) return;
    try {
      await fetch(onQueue(ticket.cancel_url), {
        method: 'PUT',
        headers,
        signal: AbortSignal.timeout(cancelTimeoutMs),
        redirect: 'error',
      });
    } catch {
      // fal unreachable or the link not on its queue: nothing more to do than stop waiting for the request.
    }
  }

  /**
   * Runs a model to its output's video URL. A job cancelled at any moment after fal took the request cancels it at
   * fal: the submit is never cut off midway (fal may already be running it: an aborted submit would leave a request
   * we do not know the id of, running and billed), so a cancel that arrives while submitting is carried out as soon as
   * the ticket is in; one that arrives while waiting, at once.
   */
  async function runModel(model: string, input: Record<string, unknown>, run: EngineRun): Promise<string> {
    const submitting: EngineRun = { ...run, signal: new AbortController().signal };
    const ticket = await jsonOf<QueueTicket>(
      provider,
      await call(`${base}/${model}`, { method: 'POST', body: JSON.stringify(input) }, submitting),
    );
    if (typeof ticket.request_id !== 'string') throw malformed(provider);
    const statusUrl = onQueue(ticket.status_url);
    const responseUrl = onQueue(ticket.response_url);
    try {
      if (run.signal.aborted) throw run.signal.reason;
      await pollTask(
        provider,
        async () => {
          const status = await jsonOf<{ status?: string; error?: string }>(provider, await call(statusUrl, {}, run));
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
    } catch (error) {
      if (run.signal.aborted) {
        await cancelAtFal(ticket);
        throw run.signal.reason;
      }
      throw error;
    }
    // A failed request's response is an error answer (4xx/5xx with `detail`), which callProvider reports.
    const output = await jsonOf<{ video?: { url?: unknown } }>(provider, await call(responseUrl, {}, run));
    if (typeof output.video?.url !== 'string') throw malformed(provider);
    return output.video.url;
  }

  const download = (url: string, run: EngineRun) =>
    downloadResult(provider, url, run, { name: 'fal-output', kind: 'video', allowLocal: config.allowLocalUrls });
  const engineName = (model: string) => `fal:${model}`;

  return {
    async imageToVideo({ firstFrame, prompt, duration, width, height }, run) {
      const model = config.imageToVideoModel;
      const url = await runModel(
        model,
        { prompt, image_url: await dataUriOf(firstFrame), duration: duration <= 5 ? '5' : '10' },
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
          duration: duration <= 5 ? '5' : '10',
          aspect_ratio: ratio > 1.2 ? '16:9' : ratio < 0.83 ? '9:16' : '1:1',
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
