import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineFile, EngineRun, Engines } from '../engine';
import { callProvider } from './http';
import { checkImageResult } from './tasks';

export interface StabilityConfig {
  apiKey: string;
  baseUrl: string;
  requestTimeoutMs?: number;
}

const provider = 'Stability AI';
const keyVariable = 'MEDIAKIT_STABILITY_API_KEY';

async function imageForm(image: EngineFile, fields: Record<string, string>) {
  const form = new FormData();
  form.set('image', new Blob([await readFile(image.path)], { type: image.contentType }), 'image');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/**
 * Stability AI's Stable Image API (`Accept: image/*`: the image bytes come back): image-to-image edits (SD3, which
 * writes PNG or JPEG: a WEBP asked for is converted here) and background removal.
 */
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
      timeoutMs: config.requestTimeoutMs ?? 120_000,
      keyVariable,
    });
    const file = join(run.workDir, output);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    await checkImageResult(provider, file);
    return file;
  }
  return {
    async stabilityEdit({ image, prompt, strength, outputFormat }, run) {
      const form = await imageForm(image, {
        prompt,
        mode: 'image-to-image',
        strength: String(strength),
        output_format: outputFormat === 'jpeg' ? 'jpeg' : 'png',
      });
      const made = await post(
        '/v2beta/stable-image/generate/sd3',
        form,
        run,
        `edited-source.${outputFormat === 'jpeg' ? 'jpg' : 'png'}`,
      );
      if (outputFormat !== 'webp') {
        return { engine: 'stability:sd3', files: [{ path: made, contentType: `image/${outputFormat}` }] };
      }
      const path = join(run.workDir, 'edited.webp');
      await sharp(made).webp({ quality: 90 }).toFile(path);
      return { engine: 'stability:sd3', files: [{ path, contentType: 'image/webp' }] };
    },
    async removeBackground(image, run) {
      const form = await imageForm(image, { output_format: 'png' });
      return post('/v2beta/stable-image/edit/remove-background', form, run, 'cutout.png');
    },
  };
}
