import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { EngineError } from './engineError';

/**
 * util-linux's setpriv (in every Debian) sets the child's parent-death signal before it runs the program: if the
 * worker dies without a chance to clean up (kill -9, a crash, the OOM killer), the kernel kills its encoder too
 * instead of leaving it running under init.
 */
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));

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

/** The exit code of setpriv (and of shells) when the program it should run does not exist. */
const notFoundExitCode = 127;

const notInstalled = (command: string) =>
  new EngineError(`${command} is not installed on this server (Debian: apt-get install ${debianPackage(command)}).`);

/**
 * Runs a program to its end and returns its stdout; kills it (SIGKILL) when the signal aborts or the time runs out.
 * The program runs in a process group of its own, and the whole group is killed, so nothing it started outlives its
 * job; it also dies with the worker (see setpriv above). A missing program says which Debian package provides it.
 */
export function runProgram(command: string, args: string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) return reject(options.signal.reason ?? new Error('aborted'));
    const [file, argv] = setpriv ? [setpriv, ['--pdeathsig', 'KILL', '--', command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
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
      killGroup(child.pid);
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
      reject(error.code === 'ENOENT' ? notInstalled(command) : error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      if (code === 0) resolve(stdout);
      else if (setpriv && code === notFoundExitCode && stderr.includes(`failed to execute ${command}`)) {
        reject(notInstalled(command));
      } else reject(new Error(`${command} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
    child.stdin.end(options.input ?? '');
  });
}

/** Kills a program and everything it started (its process group); quiet when they are already gone. */
function killGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
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
