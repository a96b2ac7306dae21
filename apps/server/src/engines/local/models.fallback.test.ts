import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, it, vi } from 'vitest';
import type * as Isnet from './isnet';
import { localModelStatus, modelBackgroundRemove, modelEngineNames } from './models';

// A machine where ISNet cannot load (here: its session fails to start, as without the memory for it).
vi.mock('./isnet', async (original) => ({
  ...(await original<typeof Isnet>()),
  isnetSession: () => Promise.reject(new Error('not enough memory')),
  isnetState: () => ({ state: 'failed', reason: 'not enough memory' }),
}));

it('falls back to classical matting when the model cannot load, and says so in the answer and the status', async () => {
  const fixtures = new URL('../../../../../packages/api-client/src/contract/fixtures/', import.meta.url).pathname;
  const workDir = await mkdtemp(join(tmpdir(), 'mediakit-fallback-'));
  try {
    const { engine, files } = await modelBackgroundRemove(
      { image: { path: join(fixtures, 'photo.png'), contentType: 'image/png' }, mode: 'transparent' },
      { workDir, signal: new AbortController().signal, progress: () => undefined },
    );
    expect(engine).toBe(modelEngineNames.mattingFallback);
    expect((await sharp(files[0]!.path).metadata()).channels).toBe(4);
    expect(localModelStatus().backgroundRemove).toBe(
      'ISNet could not load (not enough memory): classical matting answers instead (local:matting-fallback).',
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
});
