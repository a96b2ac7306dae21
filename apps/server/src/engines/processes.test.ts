import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProgram, withHeavySlot } from './processes';

describe('heavy programs', () => {
  it('run one at a time per worker process: the next starts when the last ends', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const signal = new AbortController().signal;
    const work = (name: string) =>
      withHeavySlot(signal, async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(`${name} start`);
        await runProgram('sleep', ['0.1'], { signal, timeoutMs: 5000 });
        order.push(`${name} end`);
        running -= 1;
      });
    await Promise.all([work('a'), work('b'), work('c')]);
    expect(most).toBe(1);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('lets a cancelled job leave the queue without waiting for its turn, and the slot is released on failure', async () => {
    const first = new AbortController();
    const waiting = new AbortController();
    const busy = withHeavySlot(first.signal, () =>
      runProgram('sleep', ['5'], { signal: first.signal, timeoutMs: 10_000 }),
    ).catch((error: Error) => error.message);
    const queued = withHeavySlot(waiting.signal, async () => 'ran').catch((error: Error) => error.message);
    waiting.abort(new Error('cancelled while waiting'));
    expect(await queued).toBe('cancelled while waiting');
    first.abort(new Error('cancelled while running'));
    expect(await busy).toBe('cancelled while running');
    // The slot is free again.
    expect(await withHeavySlot(new AbortController().signal, async () => 'next')).toBe('next');
  });

  it('stops a program that runs too long, and says which package a missing program comes from', async () => {
    const signal = new AbortController().signal;
    await expect(runProgram('sleep', ['5'], { signal, timeoutMs: 100 })).rejects.toThrow(
      'The engine took too long and was stopped.',
    );
    await expect(runProgram('tesseract-missing-here', [], { signal, timeoutMs: 1000 })).rejects.toThrow(
      'tesseract-missing-here is not installed on this server',
    );
  });
});

/** Whether a process is alive (and not a zombie waiting for its parent to read its exit). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const state = /\) (\w)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
  return state !== 'Z';
}

/** Waits for a condition the kernel makes true soon after a kill (the safety limit only ends a broken run). */
async function until(condition: () => boolean) {
  for (let tries = 0; tries < 500 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
}

describe("an engine's programs die with their job", () => {
  it('a stopped job kills what its program started too (the whole process group)', async () => {
    const controller = new AbortController();
    let grandchild = 0;
    const started = new Promise<void>((resolve) => {
      void runProgram('sh', ['-c', 'sleep 60 & echo $!; wait'], {
        signal: controller.signal,
        timeoutMs: 60_000,
        onLine(line) {
          grandchild = Number(line);
          resolve();
        },
      }).catch(() => undefined);
    });
    await started;
    expect(alive(grandchild)).toBe(true);
    controller.abort(new Error('cancelled'));
    expect(await until(() => !alive(grandchild))).toBe(true);
  });

  it('a worker killed with SIGKILL takes its running program with it (parent-death signal)', async () => {
    // A Node process that runs a program through runProgram and says its pid, then is killed without warning.
    const script = `
      import { runProgram } from ${JSON.stringify(new URL('./processes.ts', import.meta.url).pathname)};
      runProgram('sh', ['-c', 'echo $$; exec sleep 60'], {
        signal: new AbortController().signal,
        timeoutMs: 60_000,
        onLine: (line) => process.stdout.write(line + '\\n'),
      });
    `;
    const worker = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      // Where tsx is installed.
      cwd: new URL('../..', import.meta.url).pathname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const program = await new Promise<number>((resolve, reject) => {
      worker.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      worker.once('exit', (code) => reject(new Error(`the worker exited (${code}) before its program started`)));
    });
    expect(alive(program)).toBe(true);
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
    expect(await until(() => !alive(program))).toBe(true);
  });
});
