import type { JobState } from '@mediakit/api-client';
import { vi } from 'vitest';
import type { PolledJob, RunCredits } from './toolRunStore';

// The run's test doubles, shared by the store's tests and its React adapter's: an answer given when the test says, a
// polled job whose waits the test ends, and a balance like `useCreditGate`'s.

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export type Input = { prompt: string };
export type Output = { url: string };
export type Result = Output & { task?: string };

export function fakeJob() {
  const waits: {
    task: string;
    signal: AbortSignal | undefined;
    onUpdate: (state: JobState<Output>) => void;
    result: Deferred<Output>;
  }[] = [];
  const job: PolledJob<Input, string, Output> = {
    resumeKey: 'test-tool',
    start: vi.fn(async () => 'task-1'),
    wait: vi.fn((task, { signal, onUpdate }) => {
      const result = deferred<Output>();
      waits.push({ task, signal, onUpdate, result });
      signal?.addEventListener('abort', () => result.reject(new DOMException('aborted', 'AbortError')));
      return result.promise;
    }),
  };
  return { job, waits };
}

/** A balance like `useCreditGate`'s: `set` applies a figure, `isShort` compares it to the cost. */
export function gate(credits: number | undefined, cost: number) {
  const balance = {
    credits,
    cost,
    isShort: credits !== undefined && credits < cost,
    set: vi.fn((value: number) => {
      balance.credits = value;
    }),
    refresh: vi.fn(async () => {}),
  };
  return balance satisfies RunCredits;
}

/** A request per run whose answers the test gives (`answers[n]`), with the signal each run passed. */
export function pendingRequests() {
  const answers: Deferred<Output>[] = [];
  const signals: AbortSignal[] = [];
  const request = vi.fn((_input: Input, signal: AbortSignal) => {
    const answer = deferred<Output>();
    answers.push(answer);
    signals.push(signal);
    return answer.promise;
  });
  return { answers, signals, request };
}
