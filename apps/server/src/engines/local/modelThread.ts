import { existsSync } from 'node:fs';
import { Worker, type Transferable } from 'node:worker_threads';

// A model in a worker thread of its own, started on first use and kept warm. A model's work takes seconds per
// picture (minutes on a loaded machine) in native code that does not yield: on the main thread it would stop the
// event loop, and with it every request, every job's heartbeat and the server's own time limits, for as long.
//
// The worker is plain JavaScript beside this module (it loads the same under tsx, Vitest and the built server) and
// speaks a small protocol: once loaded it posts { ready: true } or { ready: false, error }; it answers each
// { id, ...request } with { id, ...answer } or { id, error }.

interface Waiting {
  resolve(answer: unknown): void;
  reject(error: Error): void;
}

export interface ModelThread<Request extends object, Answer> {
  /** Starts the thread when it is not running; resolves once its model is loaded. */
  ready(): Promise<void>;
  /** One request through the model (the thread started and loaded first); `transfer` moves buffers, not copies. */
  call(request: Request, transfer?: readonly Transferable[]): Promise<Answer>;
}

/**
 * `workerName` is the worker's file name (without extension) beside this module; `start` gives its workerData (and
 * the buffers to move into it) each time the thread starts. A thread that fails or stops rejects what waits on it and starts anew on next use.
 */
export function modelThread<Request extends object, Answer>(
  label: string,
  workerName: string,
  start: () => Promise<{ workerData: unknown; transfer?: readonly Transferable[] }>,
): ModelThread<Request, Answer> {
  let thread: Promise<{ worker: Worker; waiting: Map<number, Waiting> }> | undefined;
  let nextId = 0;
  let users = 0;

  /** `stopped` forgets the thread when it stops or fails, so that the next use starts a new one. */
  const launch = async (stopped: () => void) => {
    // Beside this module: the source (.mjs) under tsx and Vitest, the built one (.js) in the built server's dist/.
    const file = ['mjs', 'js']
      .map((extension) => new URL(`./${workerName}.${extension}`, import.meta.url))
      .find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`${label}: its worker ${workerName} is missing.`);
    const { workerData, transfer } = await start();
    const worker = new Worker(file, { workerData, transferList: transfer ? [...transfer] : undefined });
    const waiting = new Map<number, Waiting>();
    // The thread keeps the process alive only while a request is in it (see `holding`).
    worker.unref();
    return new Promise<{ worker: Worker; waiting: Map<number, Waiting> }>((resolve, reject) => {
      const fail = (error: Error) => {
        reject(error);
        for (const request of waiting.values()) request.reject(error);
        waiting.clear();
        stopped();
        void worker.terminate();
      };
      worker.on('message', (message: { ready?: boolean; id?: number; error?: string }) => {
        if (message.ready !== undefined) {
          if (message.ready) resolve({ worker, waiting });
          else fail(new Error(`${label} could not load: ${message.error}`));
          return;
        }
        const request = waiting.get(message.id!);
        waiting.delete(message.id!);
        if (message.error !== undefined) request?.reject(new Error(`${label} failed: ${message.error}`));
        else request?.resolve(message);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`The ${label} thread stopped (${code}).`)));
    });
  };

  /** Runs `work` with the thread referenced, so a script awaiting it does not exit under it. */
  const holding = async <T>(work: (running: Awaited<NonNullable<typeof thread>>) => Promise<T>): Promise<T> => {
    if (!thread) {
      const forget = () => {
        if (thread === launched) thread = undefined;
      };
      const launched = launch(forget);
      thread = launched;
      // One that could not start (no worker file, no weights) is tried again on next use, like one that stopped.
      launched.catch(forget);
    }
    const starting = thread;
    users += 1;
    const running = await starting.catch((error: unknown) => {
      users -= 1;
      throw error;
    });
    running.worker.ref();
    try {
      return await work(running);
    } finally {
      users -= 1;
      if (!users) running.worker.unref();
    }
  };

  return {
    ready: () => holding(async () => undefined),
    call: (request, transfer) =>
      holding(
        ({ worker, waiting }) =>
          new Promise<Answer>((resolve, reject) => {
            const id = (nextId += 1);
            waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
            worker.postMessage({ ...request, id }, transfer ? [...transfer] : undefined);
          }),
      ),
  };
}
