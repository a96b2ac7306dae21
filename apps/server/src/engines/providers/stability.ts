import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineFile, EngineRun, Engines } from '../engine';
import { EngineError } from '../engineError';
import { stabilityCatalog } from './catalog/stability';
import { conformImage, restoreRegion } from './conform';
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

const { endpoints, limits } = stabilityCatalog;

/**
 * Stability AI's Stable Image API (`Accept: image/*`: the image bytes come back): image-to-image edits (SD3, which
 * writes PNG, JPEG or WEBP) and background removal. Inputs are made to fit each
 * endpoint's documented limits first (catalog/stability.ts): a GIF goes as PNG, a 12 MB photo under the 10 MiB cap,
 * a picture over 9.4 megapixels smaller, an aspect past 2.5:1 with a border that is cut off the result again.
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
      if (prompt.length > limits.promptMaxLength) {
        throw new EngineError(
          `Stability AI takes prompts of at most ${limits.promptMaxLength.toLocaleString('en-US')} characters; this one has ${prompt.length.toLocaleString('en-US')}.`,
        );
      }
      const sent = (await conformImage(image, limits.edit, run.workDir)).file;
      const form = await imageForm(sent, {
        prompt,
        mode: 'image-to-image',
        strength: String(strength),
        output_format: outputFormat,
      });
      const extension = outputFormat === 'jpeg' ? 'jpg' : outputFormat;
      const made = await post(endpoints.edit, form, run, `edited-source.${extension}`);
      if ((await sharp(made).metadata()).format === outputFormat) {
        return { engine: 'stability:sd3', files: [{ path: made, contentType: `image/${outputFormat}` }] };
      }
      // An answer in another format than asked is converted rather than mislabelled.
      const path = join(run.workDir, `edited.${extension}`);
      await sharp(made).toFormat(outputFormat, { quality: 90 }).toFile(path);
      return { engine: 'stability:sd3', files: [{ path, contentType: `image/${outputFormat}` }] };
    },
    async removeBackground(image, run) {
      const conformed = await conformImage(image, limits.removeBackground, run.workDir);
      const form = await imageForm(conformed.file, { output_format: 'png' });
      const cutout = await post(endpoints.removeBackground, form, run, 'cutout.png');
      if (!conformed.changed) return cutout;
      const { width = 1, height = 1 } = await sharp(image.path).rotate().metadata();
      const oriented = ((await sharp(image.path).metadata()).orientation ?? 1) >= 5;
      const size = oriented ? { width: height, height: width } : { width, height };
      return restoreRegion(cutout, conformed, size, join(run.workDir, 'cutout-restored.png'));
    },
  };
}
