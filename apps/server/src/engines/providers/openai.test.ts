import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photo, providerStandIn, type Received, type Reply } from '../../testing/providerStandIn';
import { createEngines } from '..';
import { openAiCatalog, shutdownNotice } from './catalog/openai';
import { checkOpenAiModels, openAiEngines, speechPieces } from './openai';

// Every request is checked against OpenAI's own OpenAPI document (fixtures/providers/openai.subset.json) and so is
// every successful answer the stand-in gives, which the adapter then parses.
const standIn = providerStandIn({ file: 'openai.subset.json', basePath: '/v1' });

const config = () => ({
  apiKey: 'sk-test',
  baseUrl: `${standIn.base}/v1`,
  chatModel: 'gpt-5.4-mini',
  speechModel: 'gpt-4o-mini-tts-2025-12-15',
  voice: 'alloy',
  imageModel: 'gpt-image-2',
});
const openai = (extra: Partial<ReturnType<typeof config> & { requestTimeoutMs: number }> = {}) =>
  openAiEngines({ ...config(), ...extra });

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1_764_000_000,
  model: 'gpt-5.4-mini',
  choices: [
    { index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } },
  ],
});
const images = (count: number) => ({
  created: 1_764_000_000,
  data: Array.from({ length: count }, () => ({ b64_json: standIn.pngBase64 })),
});
let mp3: Buffer;
// OpenAI documents its speech answer as application/octet-stream (the bytes are MP3, as asked).
const speech = (_request: Received, reply: Reply) => reply.bytes(200, 'application/octet-stream', mp3);

describe('OpenAI adapter (official openai SDK)', () => {
  it('chats through /chat/completions with the key and reads choices[0].message.content', async () => {
    standIn.handler = (_request, reply) => reply.json(200, completion('Paris.'));
    const answer = await openai().chat({ prompt: 'Capital of France?' }, standIn.run());
    expect(answer).toEqual({ engine: 'openai:gpt-5.4-mini', reply: 'Paris.' });
    const [request] = standIn.received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.fields).toEqual({
      model: 'gpt-5.4-mini',
      messages: [{ role: 'user', content: 'Capital of France?' }],
    });
  });

  it('generates an image from b64_json and resizes it to the exact size asked', async () => {
    standIn.handler = (_request, reply) => reply.json(200, images(1));
    const { files } = await openai().imageGenerate({ prompt: 'red square', width: 300, height: 200 }, standIn.run());
    const metadata = await sharp(files[0]!.path).metadata();
    expect([metadata.width, metadata.height]).toEqual([300, 200]);
    expect(standIn.received[0]!.fields).toMatchObject({ model: 'gpt-image-2', n: 1, size: '1536x1024' });
  });

  it('edits through /images/edits as multipart with the image, prompt and n', async () => {
    standIn.handler = (_request, reply) => reply.json(200, images(2));
    const { files } = await openai().noMaskEdit(
      { image: photo, prompt: 'make it red', size: 256, variations: 2 },
      standIn.run(),
    );
    expect(files).toHaveLength(2);
    const request = standIn.received[0]!;
    expect(request.url).toBe('/v1/images/edits');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Multipart fields arrive as text.
    expect(request.fields).toMatchObject({ prompt: 'make it red', n: '2', model: 'gpt-image-2' });
    expect(request.body.toString('latin1')).toMatch(/name="image"; filename="image.png"\r\nContent-Type: image\/png/);
  });

  it('sends a GIF to the editor as PNG: OpenAI edits take png, webp or jpg only (mismatch 10)', async () => {
    const gif = join(standIn.run().workDir, 'input.gif');
    await sharp(photo.path).gif().toFile(gif);
    standIn.handler = (_request, reply) => reply.json(200, images(1));
    await openai().imageEdit(
      { image: { path: gif, contentType: 'image/gif' }, prompt: 'warmer', strength: 50, size: '512x512' },
      standIn.run(),
    );
    const body = standIn.received[0]!.body.toString('latin1');
    expect(body).toMatch(/name="image"; filename="image.png"\r\nContent-Type: image\/png\r\n\r\n\x89PNG/);
    expect(body).not.toContain('GIF8');
  });

  it('speaks through /audio/speech and keeps the MP3 bytes', async () => {
    mp3 = await tone();
    standIn.handler = speech;
    const { files } = await openai().textToSpeech({ text: 'Hello' }, standIn.run());
    expect((await readFile(files[0]!.path)).length).toBe(mp3.length);
    expect(standIn.received[0]!.fields).toMatchObject({ input: 'Hello', voice: 'alloy', response_format: 'mp3' });
  });

  it("speaks the tool's 5000 characters in pieces of at most 4096, OpenAI's limit (mismatch 8)", async () => {
    mp3 = await tone();
    standIn.handler = speech;
    const sentence = 'This sentence is part of a long script. ';
    const text = sentence.repeat(125);
    expect(text.length).toBe(5000);
    const { files } = await openai().textToSpeech({ text }, standIn.run());
    const inputs = standIn.received.map((request) => (request.fields as { input: string }).input);
    expect(inputs.length).toBe(2);
    expect(inputs.every((input) => input.length <= openAiCatalog.limits.speechInputCharacters)).toBe(true);
    expect(inputs.join(' ').trim()).toBe(text.trim());
    expect((await readFile(files[0]!.path)).length).toBeGreaterThan(mp3.length);
    expect(speechPieces('a b', 2)).toEqual(['a', 'b']);
  });

  it('says plainly what went wrong: a refused key, a refusal with its reason, an outage, a malformed answer', async () => {
    standIn.handler = (_request, reply) => reply.json(401, { error: { message: 'Incorrect API key provided.' } });
    await expect(openai().chat({ prompt: 'x' }, standIn.run())).rejects.toThrow(
      'OpenAI refused the key (401); check MEDIAKIT_OPENAI_API_KEY: Incorrect API key provided.',
    );
    standIn.handler = (_request, reply) => reply.json(400, { error: { message: 'Your prompt was rejected.' } });
    await expect(openai().chat({ prompt: 'x' }, standIn.run())).rejects.toThrow(
      'OpenAI refused the request (400): Your prompt was rejected.',
    );
    standIn.handler = (_request, reply) => reply.raw.writeHead(503).end('upstream down');
    await expect(openai().chat({ prompt: 'x' }, standIn.run())).rejects.toThrow(
      'OpenAI is failing right now (503). Please try again later.',
    );
    standIn.handler = (_request, reply) =>
      reply.raw.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>');
    await expect(openai().chat({ prompt: 'x' }, standIn.run())).rejects.toThrow(
      'OpenAI sent an answer that is not JSON.',
    );
    standIn.handler = (_request, reply) => reply.raw.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    await expect(openai().chat({ prompt: 'x' }, standIn.run())).rejects.toThrow(
      'OpenAI sent an answer without the expected result.',
    );
    standIn.handler = (_request, reply) =>
      reply.json(200, { created: 1, data: [{ url: 'https://example.com/a.png' }] });
    await expect(openai().imageGenerate({ prompt: 'x', width: 64, height: 64 }, standIn.run())).rejects.toThrow(
      'OpenAI sent an answer without the expected result.',
    );
  });

  it('gives up on a provider that does not answer in time, and refuses image data that is not an image', async () => {
    standIn.handler = () => undefined; // never answers
    await expect(openai({ requestTimeoutMs: 200 }).chat({ prompt: 'x' }, standIn.run())).rejects.toThrow(
      'OpenAI did not answer in time.',
    );
    standIn.handler = (_request, reply) =>
      reply.json(200, {
        created: 1,
        data: [{ b64_json: Buffer.from('<html>not an image</html>').toString('base64') }],
      });
    await expect(openai().imageGenerate({ prompt: 'x', width: 64, height: 64 }, standIn.run())).rejects.toThrow(
      'OpenAI sent an answer without the expected result.',
    );
    standIn.handler = (_request, reply) =>
      reply.bytes(200, 'application/octet-stream', Buffer.from('{"error":"not audio"}'));
    await expect(openai().textToSpeech({ text: 'Hello' }, standIn.run())).rejects.toThrow(
      'OpenAI sent an answer without the expected result.',
    );
  });

  it('stops waiting on a slow provider when the job is cancelled', async () => {
    standIn.handler = () => undefined; // never answers
    const controller = new AbortController();
    const answer = openai().chat({ prompt: 'x' }, standIn.run(controller.signal));
    await until(() => standIn.received.length === 1);
    controller.abort(new Error('cancelled'));
    await expect(answer).rejects.toThrow('cancelled');
  });
});

describe("OpenAI's models (catalog/openai.ts)", () => {
  it('defaults to models that are not shut down (gpt-image-1 was on 2026-10-23: mismatch 1)', async () => {
    const today = new Date('2026-11-28T12:00:00Z');
    for (const model of Object.values(openAiCatalog.defaults)) expect(shutdownNotice(model, today)).toBeUndefined();
    expect(shutdownNotice('gpt-image-1', today)).toBe('gpt-image-1 was shut down by OpenAI on 2026-10-23.');
    expect(shutdownNotice('gpt-4o-mini-tts', today)).toBe('gpt-4o-mini-tts will be shut down by OpenAI on 2027-01-06.');
    // What the server sends with only a key configured.
    standIn.handler = (_request, reply) => reply.json(200, images(1));
    const engines = createEngines({
      MEDIAKIT_ENGINE_IMAGE_GENERATE: 'openai',
      MEDIAKIT_OPENAI_API_KEY: 'sk-test',
      MEDIAKIT_OPENAI_BASE_URL: `${standIn.base}/v1`,
    });
    await engines.imageGenerate({ prompt: 'x', width: 64, height: 64 }, standIn.run());
    expect(standIn.received[0]!.fields).toMatchObject({ model: 'gpt-image-2' });
  });

  it("checks each configured model with GET /models/{model}, OpenAI's cheapest read", async () => {
    standIn.handler = (request, reply) => {
      const model = decodeURIComponent(request.url.split('/').pop()!);
      if (model === 'gpt-image-1')
        return reply.json(404, { error: { message: `The model '${model}' does not exist` } });
      return reply.json(200, { id: model, object: 'model', created: 1_700_000_000, owned_by: 'openai' });
    };
    const checks = await checkOpenAiModels(config(), ['gpt-5.4-mini', 'gpt-image-1'], new AbortController().signal);
    expect(checks).toEqual([
      { model: 'gpt-5.4-mini', ok: true },
      {
        model: 'gpt-image-1',
        ok: false,
        problem: "OpenAI refused the request (404): The model 'gpt-image-1' does not exist.",
      },
    ]);
    expect(standIn.received.map((request) => request.url)).toEqual([
      '/v1/models/gpt-5.4-mini',
      '/v1/models/gpt-image-1',
    ]);
  });
});

async function tone() {
  const path = join(standIn.run().workDir, 'tone.mp3');
  await promisify(execFile)('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=d=0.5', '-q:a', '5', path]);
  const bytes = await readFile(path);
  await writeFile(path, bytes);
  return bytes;
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
