import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineFile, EngineRun, Engines } from '../engine';
import { sniffFile } from '../../inputs/sniff';
import { callProvider, jsonOf, malformed } from './http';
import { checkImageResult } from './tasks';

export interface OpenAiConfig {
  apiKey: string;
  /** Any OpenAI-compatible server: api.openai.com, a local llama.cpp or Ollama, a gateway. */
  baseUrl: string;
  chatModel: string;
  speechModel: string;
  voice: string;
  imageModel: string;
  /** Overrides every call's time limit (tests). */
  requestTimeoutMs?: number;
}

const provider = 'OpenAI';
const keyVariable = 'MEDIAKIT_OPENAI_API_KEY';

/** The sizes the images API makes; the result is then resized to the exact size asked for. */
function apiSize(width: number, height: number) {
  const ratio = width / height;
  return ratio > 1.2 ? '1536x1024' : ratio < 0.83 ? '1024x1536' : '1024x1024';
}

async function savedImages(data: { b64_json?: string; url?: string }[] | undefined, run: EngineRun, name: string) {
  if (!data?.length) throw malformed(provider);
  const files: EngineFile[] = [];
  for (const [index, item] of data.entries()) {
    if (!item.b64_json) throw malformed(provider);
    const path = join(run.workDir, `${name}-${index + 1}.png`);
    await writeFile(path, Buffer.from(item.b64_json, 'base64'));
    files.push({ path, contentType: await checkImageResult(provider, path) });
  }
  return files;
}

/** Engines backed by the OpenAI API (or any server that speaks it): chat, speech, image generation and edits. */
export function openAiEngines(
  config: OpenAiConfig,
): Pick<Engines, 'chat' | 'textToSpeech' | 'imageGenerate' | 'imageEdit' | 'noMaskEdit'> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${config.apiKey}` };
  const engine = `openai:${config.chatModel}`;

  async function edit(image: EngineFile, prompt: string, n: number, size: string, run: EngineRun) {
    const form = new FormData();
    form.set('model', config.imageModel);
    form.set('prompt', prompt);
    form.set('n', String(n));
    form.set('size', size);
    form.set(
      'image',
      new Blob([await readFile(image.path)], { type: image.contentType }),
      `image.${image.contentType.split('/')[1]}`,
    );
    const response = await callProvider({
      provider,
      url: `${base}/images/edits`,
      init: { method: 'POST', headers, body: form },
      signal: run.signal,
      timeoutMs: config.requestTimeoutMs ?? 180_000,
      keyVariable,
    });
    const body = await jsonOf<{ data?: { b64_json?: string }[] }>(provider, response);
    return savedImages(body.data, run, 'edit');
  }

  return {
    async chat({ prompt }, run) {
      const response = await callProvider({
        provider,
        url: `${base}/chat/completions`,
        init: {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ model: config.chatModel, messages: [{ role: 'user', content: prompt }] }),
        },
        signal: run.signal,
        timeoutMs: config.requestTimeoutMs ?? 60_000,
        keyVariable,
      });
      const body = await jsonOf<{ choices?: { message?: { content?: string } }[] }>(provider, response);
      const reply = body.choices?.[0]?.message?.content;
      if (typeof reply !== 'string') throw malformed(provider);
      return { engine, reply };
    },
    async textToSpeech({ text }, run) {
      const response = await callProvider({
        provider,
        url: `${base}/audio/speech`,
        init: {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ model: config.speechModel, input: text, voice: config.voice, response_format: 'mp3' }),
        },
        signal: run.signal,
        timeoutMs: config.requestTimeoutMs ?? 120_000,
        keyVariable,
      });
      const path = join(run.workDir, 'speech.mp3');
      await writeFile(path, Buffer.from(await response.arrayBuffer()));
      if ((await sniffFile(path)) !== 'audio/mpeg') throw malformed(provider);
      return { engine: `openai:${config.speechModel}`, files: [{ path, contentType: 'audio/mpeg' }] };
    },
    async imageGenerate({ prompt, width, height, negativePrompt, style }, run) {
      const text = [prompt, style ? `Style: ${style}.` : '', negativePrompt ? `Avoid: ${negativePrompt}.` : '']
        .filter(Boolean)
        .join(' ');
      const response = await callProvider({
        provider,
        url: `${base}/images/generations`,
        init: {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ model: config.imageModel, prompt: text, n: 1, size: apiSize(width, height) }),
        },
        signal: run.signal,
        timeoutMs: config.requestTimeoutMs ?? 180_000,
        keyVariable,
      });
      const body = await jsonOf<{ data?: { b64_json?: string }[] }>(provider, response);
      const [file] = await savedImages(body.data, run, 'generated');
      const exact = join(run.workDir, 'generated-exact.png');
      await sharp(file!.path).resize(width, height, { fit: 'cover' }).png().toFile(exact);
      return { engine: `openai:${config.imageModel}`, files: [{ path: exact, contentType: 'image/png' }] };
    },
    async imageEdit({ image, prompt, size }, run) {
      const files = await edit(image, prompt, 1, size === '1024x1024' ? '1024x1024' : 'auto', run);
      const side = Number(size.split('x')[0]) || 1024;
      const exact = join(run.workDir, 'edited-exact.png');
      await sharp(files[0]!.path).resize(side, side, { fit: 'cover' }).png().toFile(exact);
      return { engine: `openai:${config.imageModel}`, files: [{ path: exact, contentType: 'image/png' }] };
    },
    async noMaskEdit({ image, prompt, size, variations }, run) {
      const files = await edit(image, prompt, variations, '1024x1024', run);
      const sized: EngineFile[] = [];
      for (const [index, file] of files.entries()) {
        const path = join(run.workDir, `variation-${index + 1}.png`);
        await sharp(file.path).resize(size, size).png().toFile(path);
        sized.push({ path, contentType: 'image/png' });
      }
      return { engine: `openai:${config.imageModel}`, files: sized };
    },
  };
}
