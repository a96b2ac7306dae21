import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually';
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

  it('kills the program when the job is cancelled, at once: it does not run on', async () => {
    const controller = new AbortController();
    let pid = 0;
    // The shell says its pid and becomes a ten-minute sleep: only the kill can end it within the test.
    const running = runProgram('sh', ['-c', 'echo $$; exec sleep 600'], {
      signal: controller.signal,
      timeoutMs: 3_600_000,
      onLine: (line) => {
        pid = Number(line);
        controller.abort(new Error('cancelled'));
      },
    });
    await expect(running).rejects.toThrow('cancelled');
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await eventually(() => !alive(), 'the program to be gone');
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
