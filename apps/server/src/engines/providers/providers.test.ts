import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineRun } from '../engine';
import { openAiEngines } from './openai';
import { removeBgCutout } from './removeBg';
import { stabilityEngines } from './stability';

/**
 * Local stand-ins for the providers, answering in each provider's documented format: success, 4xx, 5xx, slow and
 * malformed answers, chosen per test. They record what they were sent, so the requests are checked too.
 */
type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;
let handler: Handler;
let stub: Server;
let base: string;
const received: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];

const fixtures = new URL('../../../../../packages/api-client/src/contract/fixtures/', import.meta.url).pathname;
const photo = { path: join(fixtures, 'photo.png'), contentType: 'image/png' };
let pngBase64: string;
let workDir: string;
const run = (signal = new AbortController().signal): EngineRun => ({ workDir, signal, progress: () => undefined });
const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  pngBase64 = (
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
  ).toString('base64');
  stub = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => stub.close(resolve));
});
beforeEach(async () => {
  received.length = 0;
  workDir = await mkdtemp(join(tmpdir(), 'mediakit-provider-'));
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const openai = () =>
  openAiEngines({
    apiKey: 'sk-test',
    baseUrl: `${base}/v1`,
    chatModel: 'gpt-test',
    speechModel: 'tts-test',
    voice: 'alloy',
    imageModel: 'image-test',
  });

describe('OpenAI-compatible adapter', () => {
  it('chats through /chat/completions with the key and reads choices[0].message.content', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, { choices: [{ index: 0, message: { role: 'assistant', content: 'Paris.' } }] });
    const answer = await openai().chat({ prompt: 'Capital of France?' }, run());
    expect(answer).toEqual({ engine: 'openai:gpt-test', reply: 'Paris.' });
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(request!.body.toString())).toEqual({
      model: 'gpt-test',
      messages: [{ role: 'user', content: 'Capital of France?' }],
    });
  });

  it('generates an image from b64_json and resizes it to the exact size asked', async () => {
    handler = (_request, _body, response) => json(response, 200, { created: 1, data: [{ b64_json: pngBase64 }] });
    const { files } = await openai().imageGenerate({ prompt: 'red square', width: 300, height: 200 }, run());
    const metadata = await sharp(files[0]!.path).metadata();
    expect([metadata.width, metadata.height]).toEqual([300, 200]);
    expect(JSON.parse(received[0]!.body.toString())).toMatchObject({ model: 'image-test', n: 1, size: '1536x1024' });
  });

  it('edits through /images/edits as multipart with the image, prompt and n', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, { data: [{ b64_json: pngBase64 }, { b64_json: pngBase64 }] });
    const { files } = await openai().noMaskEdit(
      { image: photo, prompt: 'make it red', size: 256, variations: 2 },
      run(),
    );
    expect(files).toHaveLength(2);
    const request = received[0]!;
    expect(request.url).toBe('/v1/images/edits');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = request.body.toString('latin1');
    expect(text).toContain('name="prompt"\r\n\r\nmake it red');
    expect(text).toContain('name="n"\r\n\r\n2');
    expect(text).toContain('name="image"; filename="image.png"');
  });

  it('speaks through /audio/speech and keeps the MP3 bytes', async () => {
    const mp3 = await readFile(join(fixtures, 'clip.mp4'));
    handler = (_request, _body, response) => response.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(mp3);
    const { files } = await openai().textToSpeech({ text: 'Hello' }, run());
    expect((await readFile(files[0]!.path)).length).toBe(mp3.length);
    expect(JSON.parse(received[0]!.body.toString())).toMatchObject({
      input: 'Hello',
      voice: 'alloy',
      response_format: 'mp3',
    });
  });

  it('says plainly what went wrong: a refused key, a refusal with its reason, an outage, a malformed answer', async () => {
    handler = (_request, _body, response) => json(response, 401, { error: { message: 'Incorrect API key provided.' } });
    await expect(openai().chat({ prompt: 'x' }, run())).rejects.toThrow(
      'OpenAI refused the key (401); check MEDIAKIT_OPENAI_API_KEY: Incorrect API key provided..',
    );
    handler = (_request, _body, response) => json(response, 400, { error: { message: 'Your prompt was rejected.' } });
    await expect(openai().chat({ prompt: 'x' }, run())).rejects.toThrow(
      'OpenAI refused the request (400): Your prompt was rejected..',
    );
    handler = (_request, _body, response) => response.writeHead(503).end('upstream down');
    await expect(openai().chat({ prompt: 'x' }, run())).rejects.toThrow(
      'OpenAI is failing right now (503). Please try again later.',
    );
    handler = (_request, _body, response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>');
    await expect(openai().chat({ prompt: 'x' }, run())).rejects.toThrow('OpenAI sent an answer that is not JSON.');
    handler = (_request, _body, response) => json(response, 200, { choices: [] });
    await expect(openai().chat({ prompt: 'x' }, run())).rejects.toThrow(
      'OpenAI sent an answer without the expected result.',
    );
    handler = (_request, _body, response) => json(response, 200, { data: [{ url: 'https://example.com/a.png' }] });
    await expect(openai().imageGenerate({ prompt: 'x', width: 64, height: 64 }, run())).rejects.toThrow(
      'OpenAI sent an answer without the expected result.',
    );
  });

  it('stops waiting on a slow provider when the job is cancelled', async () => {
    handler = () => undefined; // never answers
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 200);
    const started = Date.now();
    await expect(openai().chat({ prompt: 'x' }, run(controller.signal))).rejects.toThrow('cancelled');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('Stability AI adapter', () => {
  const stability = () => stabilityEngines({ apiKey: 'sk-stab', baseUrl: base });

  it('edits through the SD3 image-to-image call with the strength and format, and keeps the image bytes', async () => {
    handler = (_request, _body, response) =>
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from(pngBase64, 'base64'));
    const { engine, files } = await stability().stabilityEdit(
      { image: photo, prompt: 'sunset', strength: 0.4, outputFormat: 'png' },
      run(),
    );
    expect(engine).toBe('stability:sd3');
    expect((await sharp(files[0]!.path).metadata()).width).toBe(64);
    const request = received[0]!;
    expect(request.url).toBe('/v2beta/stable-image/generate/sd3');
    expect(request.headers.authorization).toBe('Bearer sk-stab');
    expect(request.headers.accept).toBe('image/*');
    const text = request.body.toString('latin1');
    for (const field of [
      'name="mode"\r\n\r\nimage-to-image',
      'name="strength"\r\n\r\n0.4',
      'name="output_format"\r\n\r\npng',
    ]) {
      expect(text).toContain(field);
    }
  });

  it("passes on the provider's reason for a refusal", async () => {
    handler = (_request, _body, response) =>
      json(response, 400, { errors: ['prompt: cannot be blank'], name: 'bad_request' });
    await expect(
      stability().stabilityEdit({ image: photo, prompt: '', strength: 0.4, outputFormat: 'png' }, run()),
    ).rejects.toThrow('Stability AI refused the request (400): prompt: cannot be blank.');
  });
});

describe('remove.bg adapter', () => {
  it('sends image_file with the key header and keeps the cut-out PNG', async () => {
    handler = (_request, _body, response) =>
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from(pngBase64, 'base64'));
    const path = await removeBgCutout({ apiKey: 'rb-key', baseUrl: base })(photo, run());
    expect((await sharp(path).metadata()).format).toBe('png');
    expect(received[0]!.url).toBe('/v1.0/removebg');
    expect(received[0]!.headers['x-api-key']).toBe('rb-key');
    expect(received[0]!.body.toString('latin1')).toContain('name="image_file"');
  });

  it('reports a 402 (no credits left at remove.bg) as a refusal with its reason', async () => {
    handler = (_request, _body, response) => json(response, 402, { errors: [{ title: 'Insufficient credits' }] });
    await expect(removeBgCutout({ apiKey: 'rb-key', baseUrl: base })(photo, run())).rejects.toThrow(
      'remove.bg refused the request (402): Insufficient credits.',
    );
  });
});
