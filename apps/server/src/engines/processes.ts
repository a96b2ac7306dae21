import { spawn } from 'node:child_process';
import { EngineError } from './engineError';

/**
 * Heavy work (ffmpeg, tesseract, espeak-ng) runs one process at a time per worker process by default: on two cores a
 * second encoder only makes both slower. `MEDIAKIT_ENGINE_PROCESSES` raises it on bigger machines.
 */
const slots = Math.max(1, Number(process.env.MEDIAKIT_ENGINE_PROCESSES ?? 1) || 1);
let busy = 0;
const waiting: (() => void)[] = [];

export async function withHeavySlot<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  if (busy >= slots) {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal.reason ?? new Error('aborted'));
      };
      const start = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      waiting.push(start);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
  busy += 1;
  try {
    return await work();
  } finally {
    busy -= 1;
    waiting.shift()?.();
  }
}

export interface RunOptions {
  signal: AbortSignal;
  timeoutMs: number;
  /** Each line the process writes to stdout, as it comes (ffmpeg's -progress output). */
  onLine?: (line: string) => void;
  input?: string;
}

/**
 * Runs a program to its end and returns its stdout; kills it (SIGKILL) when the signal aborts or the time runs out.
 * A missing program says which Debian package provides it.
 */
export function runProgram(command: string, args: string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) return reject(options.signal.reason ?? new Error('aborted'));
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk.length + stdout.length > 4_000_000 ? '' : chunk;
      if (!options.onLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach((line) => options.onLine?.(line));
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const stop = (reason: Error) => {
      child.kill('SIGKILL');
      reject(reason);
    };
    const onAbort = () => stop(options.signal.reason instanceof Error ? options.signal.reason : new Error('aborted'));
    options.signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () => stop(new EngineError('The engine took too long and was stopped.')),
      options.timeoutMs,
    );
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      reject(
        error.code === 'ENOENT'
          ? new EngineError(
              `${command} is not installed on this server (Debian: apt-get install ${debianPackage(command)}).`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
    child.stdin.end(options.input ?? '');
  });
}

function debianPackage(command: string) {
  return (
    { ffmpeg: 'ffmpeg', ffprobe: 'ffmpeg', 'espeak-ng': 'espeak-ng', tesseract: 'tesseract-ocr' }[command] ?? command
  );
}

/** Seconds of a media file, by ffprobe. */
export async function mediaDuration(path: string, signal: AbortSignal): Promise<number> {
  const out = await runProgram(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', path],
    { signal, timeoutMs: 15_000 },
  );
  const seconds = Number(out.trim());
  return Number.isFinite(seconds) ? seconds : 0;
}
