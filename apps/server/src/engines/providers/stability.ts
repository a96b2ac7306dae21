import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EngineFile, EngineRun, Engines } from '../engine';
import { callProvider } from './http';

export interface StabilityConfig {
  apiKey: string;
  baseUrl: string;
}

const provider = 'Stability AI';
const keyVariable = 'MEDIAKIT_STABILITY_API_KEY';

async function imageForm(image: EngineFile, fields: Record<string, string>) {
  const form = new FormData();
  form.set('image', new Blob([await readFile(image.path)], { type: image.contentType }), 'image');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/** Stability AI's Stable Image API: image-to-image edits (SD3) and background removal. */
export function stabilityEngines(config: StabilityConfig): Pick<Engines, 'stabilityEdit'> & {
  removeBackground(image: EngineFile, run: EngineRun): Promise<string>;
} {
  const base = config.baseUrl.replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${config.apiKey}`, Accept: 'image/*' };
  async function post(path: string, form: FormData, run: EngineRun, output: string) {
    const response = await callProvider({
      provider,
      url: `${base}${path}`,
      init: { method: 'POST', headers, body: form },
      signal: run.signal,
      timeoutMs: 120_000,
      keyVariable,
    });
    const file = join(run.workDir, output);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    return file;
  }
  return {
    async stabilityEdit({ image, prompt, strength, outputFormat }, run) {
      const form = await imageForm(image, {
        prompt,
        mode: 'image-to-image',
        strength: String(strength),
        output_format: outputFormat === 'webp' ? 'png' : outputFormat,
      });
      const path = await post(
        '/v2beta/stable-image/generate/sd3',
        form,
        run,
        `edited.${outputFormat === 'jpeg' ? 'jpg' : 'png'}`,
      );
      return {
        engine: 'stability:sd3',
        files: [{ path, contentType: outputFormat === 'jpeg' ? 'image/jpeg' : 'image/png' }],
      };
    },
    async removeBackground(image, run) {
      const form = await imageForm(image, { output_format: 'png' });
      return post('/v2beta/stable-image/edit/remove-background', form, run, 'cutout.png');
    },
  };
}
