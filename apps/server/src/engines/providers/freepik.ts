import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineRun, Engines } from '../engine';
import { EngineError } from '../engineError';
import { saveStudioImage, scaledSize } from '../local/studio';
import { freepikCatalog, freepikKeyHeader, upscalerFactor } from './catalog/freepik';
import { conformImage } from './conform';
import { callProvider, jsonOf, malformed } from './http';
import { base64Of, downloadResult, exactImage, fitVideo, pollTask, type TaskTiming } from './tasks';

export interface FreepikConfig {
  apiKey: string;
  baseUrl: string;
  /** Provider results are fetched like user URLs: public addresses only, unless local ones are allowed (tests). */
  allowLocalUrls: boolean;
  timing?: Partial<TaskTiming>;
  requestTimeoutMs?: number;
}

const provider = 'Freepik';
const keyVariable = 'MEDIAKIT_FREEPIK_API_KEY';

/** The nine aspects Mystic knows (the spec's), as width / height. */
const mysticAspects: [string, number][] = [
  ['square_1_1', 1],
  ['widescreen_16_9', 16 / 9],
  ['social_story_9_16', 9 / 16],
  ['portrait_2_3', 2 / 3],
  ['standard_3_2', 3 / 2],
  ['social_post_4_5', 4 / 5],
  ['classic_4_3', 4 / 3],
  ['traditional_3_4', 3 / 4],
  ['vertical_1_2', 1 / 2],
];

/** The Mystic aspect and resolution closest to a pixel size. */
export function mysticShape(width: number, height: number) {
  const ratio = width / height;
  const [aspect] = mysticAspects.reduce((best, candidate) =>
    Math.abs(Math.log(candidate[1] / ratio)) < Math.abs(Math.log(best[1] / ratio)) ? candidate : best,
  );
  const longSide = Math.max(width, height);
  return { aspect_ratio: aspect, resolution: longSide > 2048 ? '4k' : longSide > 1024 ? '2k' : '1k' };
}

interface TaskFields {
  task_id?: string;
  status?: string;
  task_status?: string;
  generated?: unknown[];
  error?: string;
}
/** A task answer: wrapped in `data` (most endpoints), or unwrapped with `task_status` (style transfer may answer so). */
type FreepikTask = TaskFields & { data?: TaskFields };

function taskOf(answer: FreepikTask) {
  const fields = answer.data ?? answer;
  return {
    taskId: fields.task_id,
    status: fields.status ?? fields.task_status,
    generated: fields.generated,
    error: fields.error,
  };
}

const { endpoints, limits } = freepikCatalog;

/**
 * Freepik's AI API (Magnific: api.magnific.com with `X-Magnific-API-Key`, or api.freepik.com with
 * `x-freepik-api-key`): every call creates a task (`task_id`) that is polled at `GET {path}/{task_id}` until its
 * status is COMPLETED (results in `generated`, URLs) or FAILED. Mystic for image generation, Kling 2.1 for image to
 * video, the Magnific upscaler for enhance and its style transfer for style. Inputs are made to fit each endpoint's
 * documented limits first (catalog/freepik.ts).
 */
export function freepikEngines(
  config: FreepikConfig,
): Pick<Engines, 'imageGenerate' | 'imageToVideo' | 'enhance' | 'style'> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const headers = {
    [freepikKeyHeader(base)]: config.apiKey,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const timing: TaskTiming = { timeoutMs: 15 * 60_000, pollIntervalMs: 3000, ...config.timing };
  const requestTimeoutMs = config.requestTimeoutMs ?? 60_000;

  /** Creates the task at `createPath` and waits for it at `statusPath/{task_id}`; returns the first result URL. */
  async function runTask(createPath: string, statusPath: string, body: Record<string, unknown>, run: EngineRun) {
    const created = await jsonOf<FreepikTask>(
      provider,
      await callProvider({
        provider,
        url: `${base}${createPath}`,
        init: { method: 'POST', headers, body: JSON.stringify(body) },
        signal: run.signal,
        timeoutMs: requestTimeoutMs,
        keyVariable,
      }),
    );
    const { taskId } = taskOf(created);
    if (typeof taskId !== 'string' || !taskId) throw malformed(provider);
    return pollTask<string>(
      provider,
      async () => {
        const answer = await jsonOf<FreepikTask>(
          provider,
          await callProvider({
            provider,
            url: `${base}${statusPath}/${encodeURIComponent(taskId)}`,
            init: { headers },
            signal: run.signal,
            timeoutMs: requestTimeoutMs,
            keyVariable,
          }),
        );
        const { status, generated, error } = taskOf(answer);
        if (status === 'COMPLETED') {
          const [url] = generated ?? [];
          if (typeof url !== 'string') throw malformed(provider);
          return { state: 'done', result: url };
        }
        if (status === 'FAILED') return { state: 'failed', reason: error };
        if (status === 'CREATED' || status === 'IN_PROGRESS') return { state: 'pending' };
        throw malformed(provider);
      },
      run,
      timing,
    );
  }

  const download = (url: string, run: EngineRun, name: string, kind: 'image' | 'video') =>
    downloadResult(provider, url, run, { name, kind, allowLocal: config.allowLocalUrls });

  return {
    async imageGenerate({ prompt, width, height, negativePrompt, style }, run) {
      const text = [prompt, style ? `Style: ${style}.` : '', negativePrompt ? `Avoid: ${negativePrompt}.` : '']
        .filter(Boolean)
        .join(' ');
      const url = await runTask(
        endpoints.mystic,
        endpoints.mystic,
        { prompt: text, ...mysticShape(width, height) },
        run,
      );
      const image = await download(url, run, 'mystic', 'image');
      return {
        engine: 'freepik:mystic',
        files: [await exactImage(image.path, width, height, join(run.workDir, 'generated.png'))],
      };
    },
    async imageToVideo({ firstFrame, prompt, duration, width, height }, run) {
      if (prompt.length > limits.klingPromptMaxLength) {
        throw new EngineError(
          `Kling 2.1 takes prompts of at most ${limits.klingPromptMaxLength.toLocaleString('en-US')} characters; this one has ${prompt.length.toLocaleString('en-US')}.`,
        );
      }
      // Kling makes 5 or 10 s clips: the longer is cut to the 8 s asked. Its first frame must be jpg or png of at most
      // 10 MB, at least 300 px a side, within 2.5:1 (a WEBP or GIF is converted, a big one re-encoded or made smaller,
      // a small one scaled up, a long one given a border).
      const frame = (await conformImage(firstFrame, limits.klingImage, run.workDir)).file;
      const url = await runTask(
        endpoints.klingCreate,
        endpoints.klingStatus,
        { image: await base64Of(frame), prompt, duration: duration <= 5 ? '5' : '10' },
        run,
      );
      const clip = await download(url, run, 'kling', 'video');
      return {
        engine: 'freepik:kling-v2-1-std',
        files: [await fitVideo(clip.path, { width, height, fps: 25, seconds: duration }, run)],
      };
    },
    async enhance({ image, scale, prompt }, run) {
      // The upscaler refuses outputs over 25.3 MP: it gets the largest factor that fits, Lanczos makes the rest (up to
      // the studio's limit), as a 1024 px picture at 8x (67 MP) would otherwise fail.
      const { width = 1, height = 1 } = await sharp(image.path).rotate().metadata();
      const target = scaledSize(width, height, scale);
      let source = image;
      let factor = upscalerFactor(width, height, scale);
      if (!factor) {
        const side = Math.sqrt(limits.upscalerOutputPixels / 4 / (width * height));
        const path = join(run.workDir, 'upscaler-input.png');
        await sharp(image.path)
          .rotate()
          .resize(Math.floor(width * side), Math.floor(height * side))
          .png()
          .toFile(path);
        source = { path, contentType: 'image/png' };
        factor = 2;
      }
      const url = await runTask(
        endpoints.upscaler,
        endpoints.upscaler,
        { image: await base64Of(source), scale_factor: `${factor}x`, ...(prompt ? { prompt } : {}) },
        run,
      );
      const upscaled = await download(url, run, 'upscaled', 'image');
      const made = await sharp(upscaled.path).metadata();
      if (made.width === target.width && made.height === target.height) {
        return { engine: 'freepik:magnific', files: [upscaled] };
      }
      const file = await saveStudioImage(
        sharp(upscaled.path).resize(target.width, target.height, { kernel: 'lanczos3' }),
        target.width * target.height,
        run.workDir,
        `enhanced-${scale}x`,
      );
      return { engine: 'freepik:magnific+lanczos', files: [file] };
    },
    async style({ image, reference, strength, preserveStructure, scale, prompt }, run) {
      const url = await runTask(
        endpoints.styleTransfer,
        endpoints.styleTransfer,
        {
          image: await base64Of(image),
          reference_image: await base64Of(reference),
          style_strength: Math.round(strength * 100),
          structure_strength: preserveStructure ? 75 : 25,
          ...(prompt ? { prompt } : {}),
        },
        run,
      );
      const styled = await download(url, run, 'styled-source', 'image');
      // The studio's transform is then scaled like the local one (capped at the studio's pixel limit).
      const { width = 1, height = 1 } = await sharp(image.path).metadata();
      const size = scaledSize(width, height, scale);
      const file = await saveStudioImage(
        sharp(styled.path).resize(size.width, size.height, { kernel: 'lanczos3' }),
        size.width * size.height,
        run.workDir,
        'styled',
      );
      return { engine: 'freepik:style-transfer', files: [file] };
    },
  };
}
