import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EngineFile, EngineRun } from '../engine';
import { callProvider } from './http';
import { checkImageResult } from './tasks';

export interface RemoveBgConfig {
  apiKey: string;
  baseUrl: string;
  requestTimeoutMs?: number;
}

/** remove.bg's API: the subject cut out as a PNG with alpha (composition is done locally). */
export function removeBgCutout(config: RemoveBgConfig) {
  return async (image: EngineFile, run: EngineRun): Promise<string> => {
    const form = new FormData();
    form.set('image_file', new Blob([await readFile(image.path)], { type: image.contentType }), 'image');
    form.set('size', 'auto');
    form.set('format', 'png');
    const response = await callProvider({
      provider: 'remove.bg',
      url: `${config.baseUrl.replace(/\/+$/, '')}/v1.0/removebg`,
      init: { method: 'POST', headers: { 'X-Api-Key': config.apiKey }, body: form },
      signal: run.signal,
      timeoutMs: config.requestTimeoutMs ?? 60_000,
      keyVariable: 'MEDIAKIT_REMOVEBG_API_KEY',
    });
    const path = join(run.workDir, 'cutout.png');
    await writeFile(path, Buffer.from(await response.arrayBuffer()));
    await checkImageResult('remove.bg', path);
    return path;
  };
}
