import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as OpenAiSdk from 'openai';
import sharp from 'sharp';
import type { EngineFile, EngineRun, Engines } from '../engine';
import { EngineError } from '../engineError';
import { runProgram } from '../processes';
import { sniffFile } from '../../inputs/sniff';
import { openAiCatalog } from './catalog/openai';
import { errorDetail, malformed, refusal } from './http';
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
const { limits } = openAiCatalog;

let sdk: Promise<typeof OpenAiSdk> | undefined;
/** OpenAI's official SDK, loaded on first use (it takes seconds to load, and most servers never call it). */
const loadSdk = () => (sdk ??= import('openai'));

/** The client of OpenAI's official SDK for a configuration; retries are the job system's, not the SDK's. */
export async function openAiClient(config: Pick<OpenAiConfig, 'apiKey' | 'baseUrl' | 'requestTimeoutMs'>) {
  const { OpenAI } = await loadSdk();
  return new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl.replace(/\/+$/, ''), maxRetries: 0 });
}

/** One SDK call with the job's signal and a time limit, its failures said as the other providers' are. */
export async function viaSdk<T>(
  work: (options: { signal: AbortSignal; timeout: number }) => Promise<T>,
  signal: AbortSignal,
  timeout: number,
): Promise<T> {
  try {
    return await work({ signal, timeout });
  } catch (error) {
    if (signal.aborted) throw signal.reason ?? error;
    const { APIConnectionError, APIConnectionTimeoutError, APIError } = await loadSdk();
    if (error instanceof APIConnectionTimeoutError) {
      throw new EngineError(`${provider} did not answer in time.`, { cause: error, transient: true });
    }
    if (error instanceof APIError && error.status) {
      throw refusal(provider, error.status, errorDetail({ error: error.error as object }), keyVariable);
    }
    if (error instanceof APIConnectionError)
      throw new EngineError(`${provider} could not be reached.`, { cause: error });
    if (error instanceof SyntaxError) {
      throw new EngineError(`${provider} sent an answer that is not JSON.`, { cause: error });
    }
    throw error;
  }
}

/** The sizes every GPT image model makes; the result is then resized to the exact size asked for. */
function apiSize(width: number, height: number) {
  const ratio = width / height;
  return ratio > 1.2 ? '1536x1024' : ratio < 0.83 ? '1024x1536' : '1024x1024';
}

async function savedImages(data: { b64_json?: string }[] | undefined, run: EngineRun, name: string) {
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

/** An edit input as OpenAI takes it: png, jpeg or webp as they are; anything else (GIF, the first frame) as PNG. */
async function editInput(image: EngineFile) {
  const { toFile } = await loadSdk();
  if ((limits.editInputTypes as readonly string[]).includes(image.contentType)) {
    return toFile(await readFile(image.path), `image.${image.contentType.split('/')[1]}`, { type: image.contentType });
  }
  return toFile(await sharp(image.path).rotate().png().toBuffer(), 'image.png', { type: 'image/png' });
}

/**
 * Text in pieces of at most `max` characters, cut after a sentence (else a word) where it can be: OpenAI's speech
 * takes 4096 characters, the tool 5000.
 */
export function speechPieces(text: string, max: number = limits.speechInputCharacters): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('! '), window.lastIndexOf('? '));
    const cut = sentence > max / 2 ? sentence + 1 : window.lastIndexOf(' ') > max / 2 ? window.lastIndexOf(' ') : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trimStart();
  }
  pieces.push(rest);
  return pieces;
}

/** Engines backed by the OpenAI API (or any server that speaks it) through the official `openai` SDK. */
export function openAiEngines(
  config: OpenAiConfig,
): Pick<Engines, 'chat' | 'textToSpeech' | 'imageGenerate' | 'imageEdit' | 'noMaskEdit'> {
  const client = () => openAiClient(config);
  const timeout = (fallback: number) => config.requestTimeoutMs ?? fallback;

  async function edit(image: EngineFile, prompt: string, n: number, size: '1024x1024' | 'auto', run: EngineRun) {
    const body = await viaSdk(
      async (options) =>
        (await client()).images.edit(
          { model: config.imageModel, prompt, n, size, image: await editInput(image) },
          options,
        ),
      run.signal,
      timeout(180_000),
    );
    return savedImages(body.data, run, 'edit');
  }

  async function speak(text: string, run: EngineRun, name: string) {
    const response = await viaSdk(
      async (options) =>
        (await client()).audio.speech.create(
          { model: config.speechModel, input: text, voice: config.voice, response_format: 'mp3' },
          options,
        ),
      run.signal,
      timeout(120_000),
    );
    const path = join(run.workDir, name);
    await writeFile(path, Buffer.from(await response.arrayBuffer()));
    if ((await sniffFile(path)) !== 'audio/mpeg') throw malformed(provider);
    return path;
  }

  return {
    async chat({ prompt }, run) {
      const body = await viaSdk(
        async (options) =>
          (await client()).chat.completions.create(
            { model: config.chatModel, messages: [{ role: 'user', content: prompt }] },
            options,
          ),
        run.signal,
        timeout(60_000),
      );
      const reply = body.choices?.[0]?.message?.content;
      if (typeof reply !== 'string') throw malformed(provider);
      return { engine: `openai:${config.chatModel}`, reply };
    },
    async textToSpeech({ text }, run) {
      const pieces = speechPieces(text);
      const parts: string[] = [];
      for (const [index, piece] of pieces.entries()) parts.push(await speak(piece, run, `speech-${index + 1}.mp3`));
      let path = parts[0]!;
      if (parts.length > 1) {
        path = join(run.workDir, 'speech.mp3');
        await runProgram('ffmpeg', ['-v', 'error', '-y', '-i', `concat:${parts.join('|')}`, '-c', 'copy', path], {
          signal: run.signal,
          timeoutMs: 60_000,
        });
      }
      return { engine: `openai:${config.speechModel}`, files: [{ path, contentType: 'audio/mpeg' }] };
    },
    async imageGenerate({ prompt, width, height, negativePrompt, style }, run) {
      const text = [prompt, style ? `Style: ${style}.` : '', negativePrompt ? `Avoid: ${negativePrompt}.` : '']
        .filter(Boolean)
        .join(' ');
      const body = await viaSdk(
        async (options) =>
          (await client()).images.generate(
            { model: config.imageModel, prompt: text, n: 1, size: apiSize(width, height), output_format: 'png' },
            options,
          ),
        run.signal,
        timeout(180_000),
      );
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

/** Each configured model checked with OpenAI's cheapest read (GET /models/{model}) and against the shut-down dates. */
export async function checkOpenAiModels(config: OpenAiConfig, models: string[], signal: AbortSignal) {
  const client = await openAiClient(config);
  return Promise.all(
    [...new Set(models)].map(async (model) => {
      try {
        await viaSdk((options) => client.models.retrieve(model, options), signal, config.requestTimeoutMs ?? 10_000);
        return { model, ok: true };
      } catch (error) {
        return { model, ok: false, problem: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
