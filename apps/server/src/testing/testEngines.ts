import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EngineRun, Engines } from '../engines/engine';
import { EngineError } from '../engines/engineError';
import { classicalEngines } from '../engines/local';

/**
 * The local engines without the models, and the upscaler made instant (it copies its input), for tests about jobs,
 * not pixels.
 */
export function instantEngines(overrides: Partial<Engines> = {}): Engines {
  return {
    ...classicalEngines,
    async videoUpscale({ video }, run) {
      const path = join(run.workDir, 'copy.mp4');
      await copyFile(video.path, path);
      return { engine: 'test', files: [{ path, contentType: 'video/mp4' }] };
    },
    ...overrides,
  };
}

/** An engine that always fails, saying why in words fit for users. */
export const failingEngine = async () => {
  throw new EngineError('The test engine failed on purpose.');
};

/** An engine that runs until its job is cancelled (or `ms` pass), then fails. */
export function slowEngine(ms = 30_000) {
  return (_input: unknown, run: EngineRun) =>
    new Promise<never>((_resolve, reject) => {
      if (run.signal.aborted) {
        reject(run.signal.reason);
        return;
      }
      const timer = setTimeout(() => reject(new EngineError('Too slow.')), ms);
      run.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(run.signal.reason);
        },
        { once: true },
      );
    });
}
