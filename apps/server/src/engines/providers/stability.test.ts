import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photo, providerStandIn, type Received } from '../../testing/providerStandIn';
import { stabilityCatalog } from './catalog/stability';
import { stabilityEngines } from './stability';

// Every request and every answer is checked against Stability's published OpenAPI description (the two operations we
// call, fixtures/providers/stability.subset.json; see SOURCES.md there).
const standIn = providerStandIn({ file: 'stability.subset.json' });
const stability = (requestTimeoutMs?: number) =>
  stabilityEngines({ apiKey: 'sk-stab', baseUrl: standIn.base, ...(requestTimeoutMs ? { requestTimeoutMs } : {}) });

/** The image part Stability received: its type, bytes and size in pixels. */
async function sentImage(request: Received) {
  const form = await new Response(new Uint8Array(request.body), {
    headers: { 'content-type': request.headers['content-type']! },
  }).formData();
  const file = form.get('image') as File;
  const bytes = Buffer.from(await file.arrayBuffer());
  const { width = 0, height = 0, format } = await sharp(bytes).metadata();
  return { type: file.type, format, bytes: bytes.length, total: request.body.length, width, height };
}

describe('Stability AI adapter', () => {
  it('edits through the SD3 image-to-image call with the strength and format, and keeps the image bytes', async () => {
    standIn.handler = (_request, reply) => reply.bytes(200, 'image/png', standIn.png);
    const { engine, files } = await stability().stabilityEdit(
      { image: photo, prompt: 'sunset', strength: 0.4, outputFormat: 'png' },
      standIn.run(),
    );
    expect(engine).toBe('stability:sd3');
    expect((await sharp(files[0]!.path).metadata()).width).toBe(64);
    const request = standIn.received[0]!;
    expect(request.url).toBe('/v2beta/stable-image/generate/sd3');
    expect(request.headers.authorization).toBe('Bearer sk-stab');
    expect(request.headers.accept).toBe('image/*');
    expect(request.fields).toMatchObject({
      prompt: 'sunset',
      mode: 'image-to-image',
      strength: '0.4',
      output_format: 'png',
    });
  });

  it("passes on the provider's reason for a refusal", async () => {
    standIn.handler = (_request, reply) =>
      reply.json(400, { errors: ['prompt: cannot be blank'], name: 'bad_request' });
    await expect(
      stability().stabilityEdit({ image: photo, prompt: 'a cat', strength: 0.4, outputFormat: 'png' }, standIn.run()),
    ).rejects.toThrow('Stability AI refused the request (400): prompt: cannot be blank.');
  });

  it('refuses a prompt over the 10,000 characters the description allows, before calling Stability', async () => {
    standIn.handler = (_request, reply) => reply.bytes(200, 'image/png', standIn.png);
    await expect(
      stability().stabilityEdit(
        { image: photo, prompt: 'a'.repeat(10_001), strength: 0.4, outputFormat: 'png' },
        standIn.run(),
      ),
    ).rejects.toThrow('Stability AI takes prompts of at most 10,000 characters; this one has 10,001.');
    expect(standIn.received).toHaveLength(0);
  });

  it('asks SD3 for WEBP when WEBP is asked (the description lists png, jpeg and webp), and removes a background to a PNG', async () => {
    const webp = await sharp(standIn.png).webp().toBuffer();
    standIn.handler = (request, reply) =>
      request.fields?.output_format === 'webp'
        ? reply.bytes(200, 'image/webp', webp)
        : reply.bytes(200, 'image/png', standIn.png);
    const { files } = await stability().stabilityEdit(
      { image: photo, prompt: 'sunset', strength: 0.4, outputFormat: 'webp' },
      standIn.run(),
    );
    expect(files[0]!.contentType).toBe('image/webp');
    expect((await sharp(files[0]!.path).metadata()).format).toBe('webp');
    expect(standIn.received[0]!.fields).toMatchObject({ output_format: 'webp' });
    const cutout = await stability().removeBackground(photo, standIn.run());
    expect((await sharp(cutout).metadata()).format).toBe('png');
    expect(standIn.received[1]!.url).toBe('/v2beta/stable-image/edit/remove-background');
  });

  it('sends remove-background only jpeg, png or webp up to 4,194,304 pixels, and cuts the result back (mismatch 2)', async () => {
    const gif = join(standIn.run().workDir, 'small.gif');
    await sharp(photo.path).gif().toFile(gif);
    const big = join(standIn.run().workDir, 'big.jpg');
    await sharp({ create: { width: 3600, height: 2700, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toFile(big);
    const wide = join(standIn.run().workDir, 'wide.png');
    await sharp(photo.path).resize(600, 100, { fit: 'fill' }).png().toFile(wide);
    let answer = standIn.png;
    standIn.handler = (request, reply) =>
      void sentImage(request).then(({ width, height }) =>
        sharp({ create: { width, height, channels: 4, background: '#00000000' } })
          .png()
          .toBuffer()
          .then((png) => reply.bytes(200, 'image/png', (answer = png))),
      );
    const fromGif = await stability().removeBackground({ path: gif, contentType: 'image/gif' }, standIn.run());
    const first = await sentImage(standIn.received[0]!);
    expect(stabilityCatalog.limits.removeBackground.types).toContain(first.type);
    expect(first.format).toBe('png');
    expect(await sharp(fromGif).metadata()).toMatchObject({ width: 320, height: 240 });
    const fromBig = await stability().removeBackground({ path: big, contentType: 'image/jpeg' }, standIn.run());
    const second = await sentImage(standIn.received[1]!);
    // The published description's rule: "Total pixel count must be between 4,096 and 4,194,304 pixels".
    expect(second.width * second.height).toBeLessThanOrEqual(4_194_304);
    expect(await sharp(fromBig).metadata()).toMatchObject({ width: 3600, height: 2700 });
    const fromWide = await stability().removeBackground({ path: wide, contentType: 'image/png' }, standIn.run());
    const third = await sentImage(standIn.received[2]!);
    expect(third.width / third.height).toBeLessThanOrEqual(2.5);
    expect(await sharp(fromWide).metadata()).toMatchObject({ width: 600, height: 100 });
    expect(answer.length).toBeGreaterThan(0);
  });

  it('keeps an SD3 request under its 10 MiB cap (it answers 413 above): a 12 MB photo is re-encoded (mismatch 7)', async () => {
    const noisy = join(standIn.run().workDir, 'noisy.png');
    const side = 2000;
    const pixels = Buffer.alloc(side * side * 3);
    for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
    await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toFile(noisy);
    expect((await stat(noisy)).size).toBeGreaterThan(11 * 1024 * 1024);
    standIn.handler = (request, reply) =>
      request.body.length > 10 * 1024 * 1024
        ? reply.json(413, { errors: ['payload too large'], name: 'payload_too_large' })
        : reply.bytes(200, 'image/png', standIn.png);
    await stability().stabilityEdit(
      { image: { path: noisy, contentType: 'image/png' }, prompt: 'x', strength: 0.5, outputFormat: 'png' },
      standIn.run(),
    );
    const sent = await sentImage(standIn.received[0]!);
    expect(sent.total).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect([sent.width, sent.height]).toEqual([side, side]);
  });

  it('reports an outage, a timeout and an answer that is not an image', async () => {
    const edit = (engines = stability()) =>
      engines.stabilityEdit({ image: photo, prompt: 'x', strength: 0.4, outputFormat: 'png' }, standIn.run());
    standIn.handler = (_request, reply) => reply.json(500, { errors: ['internal'] });
    await expect(edit()).rejects.toThrow('Stability AI is failing right now (500). Please try again later.');
    standIn.handler = () => undefined;
    await expect(edit(stability(200))).rejects.toThrow('Stability AI did not answer in time.');
    standIn.handler = (_request, reply) => reply.bytes(200, 'image/png', Buffer.from('{"finish_reason":"SUCCESS"}'));
    await expect(edit()).rejects.toThrow('Stability AI sent an answer without the expected result.');
  });
});
