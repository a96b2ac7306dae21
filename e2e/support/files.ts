import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright';

const fixtures = new URL('../../packages/api-client/src/contract/fixtures/', import.meta.url);

/** The contract suite's fixtures: photo.png (320×240, a subject on a plain ground), words.png ("Hello Mediakit"). */
export async function fixture(
  name: 'photo.png' | 'words.png',
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return { name, mimeType: 'image/png', buffer: await readFile(new URL(name, fixtures)) };
}

/** A download's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Width and height from a PNG's IHDR, after checking its signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG file.');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The RGBA of one pixel of a PNG, decoded by the browser (the same decoder a person's browser uses). */
export async function pngPixel(
  page: Page,
  bytes: Buffer,
  x: number,
  y: number,
): Promise<[number, number, number, number]> {
  return page.evaluate(
    async ({ base64, x, y }) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(blob, { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(x, y, 1, 1).data] as [number, number, number, number];
    },
    { base64: bytes.toString('base64'), x, y },
  );
}
