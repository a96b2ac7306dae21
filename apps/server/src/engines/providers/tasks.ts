import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../../http/httpError';
import { fetchUrlToFile } from '../../inputs/fetchUrl';
import { sniffFile } from '../../inputs/sniff';
import type { EngineFile, EngineRun } from '../engine';
import { EngineError } from '../engineError';
import { runProgram, withHeavySlot } from '../processes';
import { encoderPreset } from '../local/video';
import { malformed } from './http';

/** How long a provider's task may take, and how often it is asked about (asynchronous APIs: Freepik, fal). */
export interface TaskTiming {
  timeoutMs: number;
  pollIntervalMs: number;
}

export type TaskState<T> =
  { state: 'pending'; progress?: number } | { state: 'done'; result: T } | { state: 'failed'; reason?: string };

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Asks about a provider's task until it ends: its result, or an EngineError saying that it failed (with the
 * provider's reason) or took longer than `timeoutMs`. A cancelled job stops asking at once.
 */
export async function pollTask<T>(
  provider: string,
  check: () => Promise<TaskState<T>>,
  run: EngineRun,
  timing: TaskTiming,
): Promise<T> {
  const deadline = Date.now() + timing.timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer.state === 'done') return answer.result;
    if (answer.state === 'failed') {
      throw new EngineError(
        `${provider} could not make the result${answer.reason ? `: ${answer.reason.slice(0, 200).replace(/[.\s]+$/, '')}` : ''}.`,
      );
    }
    if (answer.progress !== undefined) run.progress(Math.max(0, Math.min(0.95, answer.progress)));
    if (Date.now() + timing.pollIntervalMs > deadline) throw new EngineError(`${provider} did not finish in time.`);
    await pause(timing.pollIntervalMs, run.signal);
  }
}

/**
 * Downloads a result a provider links to, into the job's folder, checked like a user's URL (public addresses only
 * unless local ones are allowed, size and time capped) and by its bytes: it must be of the kind expected.
 */
export async function downloadResult(
  provider: string,
  url: unknown,
  run: EngineRun,
  {
    name,
    kind,
    allowLocal,
    maxBytes = 500 * 1024 * 1024,
  }: { name: string; kind: 'image' | 'video'; allowLocal: boolean; maxBytes?: number },
): Promise<EngineFile> {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw malformed(provider);
  const path = join(run.workDir, name);
  try {
    await fetchUrlToFile(url, path, { maxBytes, timeoutMs: 120_000, allowLocal });
  } catch (error) {
    if (run.signal.aborted) throw run.signal.reason;
    const said = error instanceof HttpError ? `: ${error.message}` : '.';
    throw new EngineError(`${provider}'s result could not be downloaded${said}`, { cause: error });
  }
  const contentType = await sniffFile(path);
  if (!contentType?.startsWith(`${kind}/`) || !(await stat(path)).size) throw malformed(provider);
  return { path, contentType };
}

/** A file as a data URI (fal takes inputs inline) or bare base64 (Freepik). */
export async function base64Of(file: EngineFile) {
  return (await readFile(file.path)).toString('base64');
}
export async function dataUriOf(file: EngineFile) {
  return `data:${file.contentType};base64,${await base64Of(file)}`;
}

/** Checks that a provider's bytes are an image; returns its type. */
export async function checkImageResult(provider: string, path: string): Promise<string> {
  const contentType = await sniffFile(path);
  if (!contentType?.startsWith('image/')) throw malformed(provider);
  try {
    await sharp(path).metadata();
  } catch {
    throw malformed(provider);
  }
  return contentType;
}

/** A PNG of exactly `width` x `height` from a provider's image (covering, centred). */
export async function exactImage(source: string, width: number, height: number, path: string): Promise<EngineFile> {
  await sharp(source).resize(width, height, { fit: 'cover' }).png().toFile(path);
  return { path, contentType: 'image/png' };
}

/**
 * A provider's video made to the shape asked: scaled and cropped to `width` x `height`, at `fps`, cut to `seconds`
 * (a shorter clip holds its last frame), sound kept when there is some. Providers make their own sizes and lengths
 * (Kling: 5 or 10 s); the tools promise the user theirs.
 */
export async function fitVideo(
  source: string,
  shape: { width: number; height: number; fps: number; seconds: number },
  run: EngineRun,
  name = 'fitted.mp4',
): Promise<EngineFile> {
  const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
  const [width, height] = [even(shape.width), even(shape.height)];
  const output = join(run.workDir, name);
  await withHeavySlot(run.signal, () =>
    runProgram(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-i',
        source,
        '-vf',
        [
          `scale=${width}:${height}:force_original_aspect_ratio=increase`,
          `crop=${width}:${height}`,
          `fps=${shape.fps}`,
          `tpad=stop_mode=clone:stop_duration=${shape.seconds}`,
          'format=yuv420p',
        ].join(','),
        '-t',
        String(shape.seconds),
        '-c:v',
        'libx264',
        '-preset',
        encoderPreset(),
        '-crf',
        '20',
        '-c:a',
        'aac',
        '-movflags',
        '+faststart',
        output,
      ],
      { signal: run.signal, timeoutMs: 10 * 60_000 },
    ),
  );
  return { path: output, contentType: 'video/mp4' };
}
