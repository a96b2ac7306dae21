import sharp from 'sharp';

/** Largest side the mask is computed at; it is then scaled to the picture's size. */
const maskSide = 1024;

/**
 * A cut-out mask without a segmentation model (classical matting): regions that touch the picture's border and grow
 * through small colour steps (a smooth sky, a plain backdrop, a gradient) are background; the rest is the subject.
 * Edges are feathered. A picture that already has transparency at its border keeps its own alpha.
 * Returns one alpha byte per pixel at the picture's size.
 */
export async function removeBackgroundMask(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  const borderAlpha: number[] = [];
  for (let x = 0; x < width; x += 1) borderAlpha.push(rgba[x * 4 + 3]!, rgba[((height - 1) * width + x) * 4 + 3]!);
  for (let y = 0; y < height; y += 1)
    borderAlpha.push(rgba[y * width * 4 + 3]!, rgba[(y * width + width - 1) * 4 + 3]!);
  if (borderAlpha.filter((alpha) => alpha < 16).length > borderAlpha.length * 0.2) {
    const alpha = Buffer.alloc(width * height);
    for (let index = 0; index < width * height; index += 1) alpha[index] = rgba[index * 4 + 3]!;
    return alpha;
  }
  const scale = Math.min(1, maskSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const small =
    scale < 1
      ? await sharp(rgba, { raw: { width, height, channels: 4 } })
          .resize(w, h, { kernel: 'cubic' })
          .raw()
          .toBuffer()
      : rgba;
  const background = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  let head = 0;
  let tail = 0;
  const seed = (index: number) => {
    if (!background[index]) {
      background[index] = 1;
      queue[tail++] = index;
    }
  };
  for (let x = 0; x < w; x += 1) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 0; y < h; y += 1) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  const step = 22; // largest colour step between neighbours that stays "the same surface"
  const distance = (a: number, b: number) =>
    Math.abs(small[a * 4]! - small[b * 4]!) +
    Math.abs(small[a * 4 + 1]! - small[b * 4 + 1]!) +
    Math.abs(small[a * 4 + 2]! - small[b * 4 + 2]!);
  while (head < tail) {
    const index = queue[head++]!;
    const x = index % w;
    const y = (index - x) / w;
    for (const next of [
      x > 0 ? index - 1 : -1,
      x < w - 1 ? index + 1 : -1,
      y > 0 ? index - w : -1,
      y < h - 1 ? index + w : -1,
    ]) {
      if (next >= 0 && !background[next] && distance(index, next) <= step) {
        background[next] = 1;
        queue[tail++] = next;
      }
    }
  }
  const mask = Buffer.alloc(w * h);
  for (let index = 0; index < w * h; index += 1) mask[index] = background[index] ? 0 : 255;
  return sharp(mask, { raw: { width: w, height: h, channels: 1 } })
    .blur(1.2)
    .resize(width, height, { kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}
