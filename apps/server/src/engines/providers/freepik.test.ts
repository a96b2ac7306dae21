import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photo, probeVideo, providerStandIn, type Received, type Reply } from '../../testing/providerStandIn';
import { freepikCatalog, freepikKeyHeader } from './catalog/freepik';
import { freepikEngines } from './freepik';

// Every request and every answer is checked against Freepik's published per-endpoint OpenAPI documents (the operations
// we call, fixtures/providers/freepik.subset.json; see SOURCES.md there for how the task status reads' answers were
// taken).
const standIn = providerStandIn({ file: 'freepik.subset.json' });
/** Freepik's task ids are UUIDs. */
const taskId = '046b6c7f-0b8a-43b9-b35d-6489e6daee91';
const freepik = (extra: Partial<Parameters<typeof freepikEngines>[0]> = {}) =>
  freepikEngines({
    apiKey: 'fp-key',
    baseUrl: standIn.base,
    allowLocalUrls: true,
    // Tasks that end do so in three polls; the limit is out of their reach on any machine (the test of a task that
    // never ends gives its own).
    timing: { pollIntervalMs: 20, timeoutMs: 600_000 },
    ...extra,
  });

/**
 * A task that is created, then IN_PROGRESS, then ends as `final`. Each create call answers as its page documents:
 * style transfer unwrapped ({ task_id, task_status, generated }), Kling 2.1 { data: { task_id, status: IN_PROGRESS } }
 * (its status has no CREATED), the others { data: { task_id, status, generated } }.
 */
function task(final: Record<string, unknown>) {
  let polls = 0;
  return (request: Received, reply: Reply) => {
    if (standIn.serveFile(request, reply)) return;
    if (request.method === 'POST') {
      if (request.url === '/v1/ai/image-style-transfer') {
        return reply.json(200, { task_id: taskId, task_status: 'CREATED', generated: [] });
      }
      if (request.url.includes('kling')) return reply.json(200, { data: { task_id: taskId, status: 'IN_PROGRESS' } });
      return reply.json(200, { data: { task_id: taskId, status: 'CREATED', generated: [] } });
    }
    polls += 1;
    if (polls === 1) return reply.json(200, { data: { task_id: taskId, status: 'IN_PROGRESS', generated: [] } });
    return reply.json(200, { data: { task_id: taskId, generated: [], ...final } });
  };
}
const completed = () => task({ status: 'COMPLETED', generated: [`${standIn.base}/files/result.png`] });

describe('Freepik adapter (tasks: create, then poll until COMPLETED)', () => {
  it('generates with Mystic at the nearest aspect and resolution, then the exact size asked', async () => {
    standIn.handler = completed();
    const { engine, files } = await freepik().imageGenerate(
      { prompt: 'a lighthouse', width: 1368, height: 2048 },
      standIn.run(),
    );
    expect(engine).toBe('freepik:mystic');
    const metadata = await sharp(files[0]!.path).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1368, 2048]);
    const [create, ...polls] = standIn.received;
    expect(create).toMatchObject({ method: 'POST', url: '/v1/ai/mystic' });
    expect(create!.headers['x-magnific-api-key']).toBe('fp-key');
    expect(create!.fields).toEqual({ prompt: 'a lighthouse', aspect_ratio: 'portrait_2_3', resolution: '2k' });
    expect(polls[0]).toMatchObject({ method: 'GET', url: `/v1/ai/mystic/${taskId}` });
  });

  it('uses the documented host api.magnific.com with X-Magnific-API-Key, and the older host with its header (mismatch 11)', () => {
    expect(freepikCatalog.defaultBaseUrl).toBe('https://api.magnific.com');
    expect(freepikKeyHeader('https://api.magnific.com')).toBe('x-magnific-api-key');
    expect(freepikKeyHeader('https://api.freepik.com/')).toBe('x-freepik-api-key');
  });

  it('animates with Kling 2.1 (the image as base64) and fits the clip to the size, rate and length asked', async () => {
    standIn.handler = task({ status: 'COMPLETED', generated: [`${standIn.base}/files/result.mp4`] });
    const big = join(standIn.run().workDir, 'frame.png');
    await sharp(photo.path).resize(640, 480).png().toFile(big);
    const { engine, files } = await freepik().imageToVideo(
      {
        firstFrame: { path: big, contentType: 'image/png' },
        prompt: 'slow zoom',
        duration: 5,
        width: 640,
        height: 360,
      },
      standIn.run(),
    );
    expect(engine).toBe('freepik:kling-v2-1-std');
    expect(await probeVideo(files[0]!.path)).toEqual({ width: 640, height: 360, fps: '25/1', duration: 5 });
    const request = standIn.received[0]!;
    expect(request.url).toBe('/v1/ai/image-to-video/kling-v2-1-std');
    expect(request.fields).toMatchObject({ prompt: 'slow zoom', duration: '5' });
    expect((request.fields as { image: string }).image).toBe((await readFile(big)).toString('base64'));
    expect(standIn.received.find((sent) => sent.method === 'GET')!.url).toBe(
      `/v1/ai/image-to-video/kling-v2-1/${taskId}`,
    );
  });

  it('sends Kling only a jpg or png of at least 300 px within 2.5:1: WEBP, small and long frames are conformed (mismatch 9)', async () => {
    const webp = join(standIn.run().workDir, 'small.webp');
    await sharp(photo.path).resize(600, 120, { fit: 'fill' }).resize(250, 50).webp().toFile(webp);
    standIn.handler = task({ status: 'COMPLETED', generated: [`${standIn.base}/files/result.mp4`] });
    await freepik().imageToVideo(
      { firstFrame: { path: webp, contentType: 'image/webp' }, prompt: 'x', duration: 5, width: 640, height: 360 },
      standIn.run(),
    );
    const sent = await sharp(
      Buffer.from((standIn.received[0]!.fields as { image: string }).image, 'base64'),
    ).metadata();
    expect(['jpeg', 'png']).toContain(sent.format);
    expect(Math.min(sent.width!, sent.height!)).toBeGreaterThanOrEqual(300);
    expect(sent.width! / sent.height!).toBeLessThanOrEqual(2.5);
  });

  it('sends Kling a first frame of at most 10 MB and refuses a prompt over its 2,500 characters before calling', async () => {
    const noisy = join(standIn.run().workDir, 'noisy.png');
    const side = 2000;
    const pixels = Buffer.alloc(side * side * 3);
    for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
    await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toFile(noisy);
    expect((await stat(noisy)).size).toBeGreaterThan(10_000_000);
    standIn.handler = task({ status: 'COMPLETED', generated: [`${standIn.base}/files/result.mp4`] });
    const frame = { path: noisy, contentType: 'image/png' };
    await freepik().imageToVideo(
      { firstFrame: frame, prompt: 'x', duration: 5, width: 640, height: 360 },
      standIn.run(),
    );
    const sent = Buffer.from((standIn.received[0]!.fields as { image: string }).image, 'base64');
    // The description: "The image file size cannot exceed 10MB".
    expect(sent.length).toBeLessThanOrEqual(10_000_000);
    expect(['jpeg', 'png']).toContain((await sharp(sent).metadata()).format);
    standIn.received.length = 0;
    await expect(
      freepik().imageToVideo(
        { firstFrame: photo, prompt: 'a'.repeat(2501), duration: 5, width: 640, height: 360 },
        standIn.run(),
      ),
    ).rejects.toThrow('Kling 2.1 takes prompts of at most 2,500 characters; this one has 2,501.');
    expect(standIn.received).toHaveLength(0);
  });

  it('upscales with the Magnific upscaler and transfers a style, scaled like the studio', async () => {
    standIn.handler = completed();
    const enhanced = await freepik().enhance({ image: photo, scale: 4, prompt: 'crisp' }, standIn.run());
    expect(enhanced.engine).toMatch(/^freepik:magnific/);
    expect(standIn.received[0]!.fields).toMatchObject({ scale_factor: '4x', prompt: 'crisp' });
    expect((await sharp(enhanced.files[0]!.path).metadata()).width).toBe(1280);
    standIn.received.length = 0;
    standIn.handler = completed();
    const styled = await freepik().style(
      { image: photo, reference: photo, strength: 0.7, preserveStructure: true, scale: 2 },
      standIn.run(),
    );
    expect(standIn.received[0]!.url).toBe('/v1/ai/image-style-transfer');
    expect(standIn.received[0]!.fields).toMatchObject({ style_strength: 70, structure_strength: 75 });
    expect((await sharp(styled.files[0]!.path).metadata()).width).toBe(640);
  });

  it('keeps the upscaler within its 25.3 MP output: 1024 px at 8x goes at 4x, Lanczos the rest (mismatch 5)', async () => {
    const square = join(standIn.run().workDir, 'square.png');
    await sharp(photo.path).resize(1024, 1024, { fit: 'fill' }).png().toFile(square);
    standIn.handler = completed();
    const { engine, files } = await freepik().enhance(
      { image: { path: square, contentType: 'image/png' }, scale: 8 },
      standIn.run(),
    );
    const { scale_factor: factor } = standIn.received[0]!.fields as { scale_factor: string };
    expect(1024 * 1024 * Number.parseInt(factor) ** 2).toBeLessThanOrEqual(freepikCatalog.limits.upscalerOutputPixels);
    expect(factor).toBe('4x');
    expect(engine).toBe('freepik:magnific+lanczos');
    expect((await sharp(files[0]!.path).metadata()).width).toBe(6000);
  });

  it('reads a style transfer started without the data wrapper ({ task_id, task_status }), as its page documents (mismatch 6)', async () => {
    let polls = 0;
    standIn.handler = (request, reply) => {
      if (standIn.serveFile(request, reply)) return;
      if (request.method === 'POST') return reply.json(200, { task_id: taskId, task_status: 'CREATED', generated: [] });
      polls += 1;
      const status = polls === 1 ? 'IN_PROGRESS' : 'COMPLETED';
      const generated = polls === 1 ? [] : [`${standIn.base}/files/result.png`];
      return reply.json(200, { data: { task_id: taskId, status, generated } });
    };
    const styled = await freepik().style(
      { image: photo, reference: photo, strength: 0.5, preserveStructure: false, scale: 1 },
      standIn.run(),
    );
    expect(styled.engine).toBe('freepik:style-transfer');
    expect(standIn.received.map((sent) => sent.url)).toContain(`/v1/ai/image-style-transfer/${taskId}`);
  });

  it('says why a task failed, a refused key, an outage, a task that never ends and a malformed result', async () => {
    const generate = (engines = freepik()) =>
      engines.imageGenerate({ prompt: 'x', width: 512, height: 512 }, standIn.run());
    standIn.handler = task({ status: 'FAILED', error: 'Content policy violation' });
    await expect(generate()).rejects.toThrow('Freepik could not make the result: Content policy violation.');
    standIn.handler = (_request, reply) => reply.json(401, { message: 'Invalid API key' });
    await expect(generate()).rejects.toThrow(
      'Freepik refused the key (401); check MEDIAKIT_FREEPIK_API_KEY: Invalid API key.',
    );
    standIn.handler = (_request, reply) => reply.raw.writeHead(502).end('bad gateway');
    await expect(generate()).rejects.toThrow('Freepik is failing right now (502). Please try again later.');
    standIn.handler = task({ status: 'IN_PROGRESS' });
    await expect(generate(freepik({ timing: { pollIntervalMs: 20, timeoutMs: 300 } }))).rejects.toThrow(
      'Freepik did not finish in time.',
    );
    standIn.handler = task({ status: 'COMPLETED', generated: [] });
    await expect(generate()).rejects.toThrow('Freepik sent an answer without the expected result.');
    standIn.handler = task({ status: 'COMPLETED', generated: [`${standIn.base}/files/page.html`] });
    await expect(generate()).rejects.toThrow('Freepik sent an answer without the expected result.');
    // An answer the description does not allow, sent past the stand-in's check on purpose.
    standIn.handler = (_request, reply) =>
      reply.raw.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: {} }));
    await expect(generate()).rejects.toThrow('Freepik sent an answer without the expected result.');
  });

  it('does not fetch results from private addresses unless allowed', async () => {
    standIn.handler = completed();
    await expect(
      freepik({ allowLocalUrls: false }).imageGenerate({ prompt: 'x', width: 64, height: 64 }, standIn.run()),
    ).rejects.toThrow(
      "Freepik's result could not be downloaded: That URL cannot be used: it must be a public http(s) address.",
    );
  });
});
