import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { JobState } from '@mediakit/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually';
import { fixturesDir, startTestServer, type TestAccount, type TestServer } from '../testing/testServer';

// Every tool end to end through the HTTP API with the real client, on a fresh data dir with the local engines: real
// inputs in, each output downloaded and decoded.
const run = promisify(execFile);
let server: TestServer;
let account: TestAccount;
let downloads: string;

const blob = async (name: string, type: string) => new Blob([await readFile(join(fixturesDir, name))], { type });

/** Downloads a result link and returns the local file. */
async function fetchToFile(url: string, name: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const path = join(downloads, name);
  await writeFile(path, Buffer.from(await response.arrayBuffer()));
  return { path, contentType: response.headers.get('content-type') };
}

async function probe(path: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  const info = JSON.parse(stdout) as {
    format: { duration: string; format_name: string };
    streams: { codec_type: string; width?: number; height?: number; r_frame_rate?: string }[];
  };
  const video = info.streams.find((stream) => stream.codec_type === 'video');
  const [num = 0, den = 1] = (video?.r_frame_rate ?? '0/1').split('/').map(Number);
  return {
    duration: Number(info.format.duration),
    format: info.format.format_name,
    width: video?.width,
    height: video?.height,
    audio: info.streams.some((stream) => stream.codec_type === 'audio'),
    fps: num / den,
  };
}

async function balance() {
  return (await account.client.user.me()).credits ?? 0;
}

/**
 * A polled job's result, asking every 100 ms rather than on the spec's schedule (5 s for a video): the client's own
 * `wait` and its schedule are the api-client's tests; here only the server's answers matter.
 */
async function finished<Ticket, Result>(
  api: { status(ticket: Ticket): Promise<JobState<Result>> },
  ticket: Ticket,
): Promise<Result> {
  const state = await eventually(
    async () => {
      const now = await api.status(ticket);
      return now.status !== 'running' && now;
    },
    'the job to end',
    { everyMs: 100 },
  );
  if (state.status === 'failed') throw new Error(state.message);
  return state.result;
}

/** Runs `work` and returns its result with the credits it cost. */
async function charged<T>(work: () => Promise<T>): Promise<[T, number]> {
  const before = await balance();
  const result = await work();
  return [result, before - (await balance())];
}

beforeAll(async () => {
  server = await startTestServer();
  account = await server.account({ plan: 'business', credits: 1000 });
  downloads = await mkdtemp(join(tmpdir(), 'mediakit-through-api-'));
});
afterAll(async () => {
  await server?.stop();
  await rm(downloads, { recursive: true, force: true });
});

describe('every tool through the HTTP API, outputs decoded', () => {
  it('chat answers locally and says so, free', async () => {
    const [{ reply }, cost] = await charged(() => account.client.chat.send({ prompt: 'Hello?' }));
    expect(reply).toMatch(/not a language model/);
    expect(cost).toBe(0);
  });

  it('text to speech: an MP3 of the speech, 1 credit', async () => {
    const [{ url }, cost] = await charged(() => account.client.tts.speak({ text: 'Welcome to Mediakit.' }));
    const audio = await probe((await fetchToFile(url, 'speech.mp3')).path);
    expect(audio.format).toBe('mp3');
    // Three words at espeak-ng's pace: about a second and a half.
    expect(audio.duration).toBeGreaterThan(0.8);
    expect(audio.duration).toBeLessThan(4);
    expect(cost).toBe(1);
  });

  it('avatar: an mp4 with the portrait, the spoken script and captions', async () => {
    const [{ url }, cost] = await charged(() =>
      account.client.avatar.generate({ script: 'Hello, I am a Mediakit avatar.' }),
    );
    const video = await probe((await fetchToFile(url, 'avatar.mp4')).path);
    expect([video.width, video.height]).toEqual([720, 720]);
    expect(video.duration).toBeGreaterThan(1);
    expect(video.audio).toBe(true);
    expect(cost).toBe(1);
  });

  it('image generation (classic): a PNG of the aspect, 2 credits', async () => {
    const [{ savedUrl }, cost] = await charged(() =>
      account.client.imageGeneration.generate({ prompt: 'green forest', size: 'widescreen_16_9' }),
    );
    const file = await fetchToFile(savedUrl, 'classic.png');
    const metadata = await sharp(file.path).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.width! / metadata.height!).toBeCloseTo(16 / 9, 1);
    expect(cost).toBe(2);
  });

  it('mystic 2k: a job to a PNG with the long side 2048, 3 credits', async () => {
    const before = await balance();
    const result = await finished(
      account.client.mystic,
      (
        await account.client.mystic.start({
          prompt: 'night city',
          size: 'portrait_2_3',
          resolution: '2k',
          plan: 'business',
        })
      ).taskId,
    );
    const metadata = await sharp((await fetchToFile(result.savedUrl, 'mystic.png')).path).metadata();
    expect(metadata.height).toBe(2048);
    expect(metadata.width).toBe(1368);
    expect(before - (await balance())).toBe(3);
  });

  it('image editor: a job to a square PNG of the size asked, 2 credits', async () => {
    const before = await balance();
    const { taskId } = await account.client.imageEdit.start({
      image: await blob('photo.png', 'image/png'),
      prompt: 'black and white',
      strength: 90,
      size: '768x768',
    });
    const result = await finished(account.client.imageEdit, taskId);
    const image = sharp((await fetchToFile(result.url, 'edit.png')).path);
    expect([(await image.metadata()).width, (await image.metadata()).height]).toEqual([768, 768]);
    const [r, g, b] = (await image.stats()).channels.map((channel) => channel.mean);
    expect(Math.abs(r! - g!) + Math.abs(g! - b!)).toBeLessThan(1);
    expect(before - (await balance())).toBe(2);
  });

  it('enhance 4x (3 credits) and style 2x (3 credits): jobs to images of the scaled size', async () => {
    const before = await balance();
    const enhanced = await finished(
      account.client.enhance,
      (await account.client.enhance.start({ image: await blob('photo.png', 'image/png'), scale: 4 })).taskId,
    );
    expect((await sharp((await fetchToFile(enhanced.urls[0]!, 'enhanced.png')).path).metadata()).width).toBe(1280);
    const styled = await finished(
      account.client.style,
      (
        await account.client.style.start({
          image: await blob('photo.png', 'image/png'),
          refImage: await blob('words.png', 'image/png'),
          strength: 0.8,
          scale: 2,
        })
      ).taskId,
    );
    expect((await sharp((await fetchToFile(styled.urls[0]!, 'styled.png')).path).metadata()).width).toBe(640);
    expect(before - (await balance())).toBe(6);
  });

  it('no-mask edit: the variations asked, each its own PNG of the size', async () => {
    const [result, cost] = await charged(async () =>
      account.client.noMaskEdit.edit({
        prompt: 'warmer',
        image: await blob('photo.png', 'image/png'),
        size: '512x512',
        n: 3,
      }),
    );
    expect(cost).toBe(2);
    expect(result.items).toHaveLength(3);
    const sizes = await Promise.all(
      result.items.map(
        async (item, index) => (await sharp((await fetchToFile(item.url, `v${index}.png`)).path).metadata()).width,
      ),
    );
    expect(sizes).toEqual([512, 512, 512]);
  });

  it('single-image edit: the format asked at the input size', async () => {
    const [{ url }, cost] = await charged(async () =>
      account.client.stabilityEdit.edit({
        image: await blob('photo.png', 'image/png'),
        prompt: 'sepia',
        strength: 0.5,
        outputFormat: 'jpeg',
      }),
    );
    const metadata = await sharp((await fetchToFile(url, 'single.jpg')).path).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 320, 240]);
    expect(cost).toBe(2);
  });

  it('background remover: transparent cut-out; composer: the canvas size, the colour at the corner, the subject aligned', async () => {
    const transparent = await account.client.backgroundRemoval.remove({ image: await blob('photo.png', 'image/png') });
    const cutout = await sharp((await fetchToFile(transparent.url, 'cutout.png')).path)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(cutout.info.channels).toBe(4);
    expect(cutout.data[3]).toBe(0);
    const [composed, cost] = await charged(async () =>
      account.client.backgroundRemoval.remove({
        image: await blob('photo.png', 'image/png'),
        background: {
          color: '#0000ff',
          canvasWidth: 800,
          canvasHeight: 400,
          fit: 'contain',
          align: 'bottom-right',
          padding: 40,
        },
      }),
    );
    expect(cost).toBe(1);
    const { data, info } = await sharp((await fetchToFile(composed.url, 'composed.png')).path)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 400]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const blue = [0, 0, 255];
    // The 320x240 photo fits the 720x320 box inside the padding as 427x320, pushed to the right: it spans x 333..760.
    // Its sun (centre 240,70) lands at 653,133 and its house (centre 95,150) at 460,240; where the sun would be with
    // any other horizontal alignment (506 centred, 360 left) there is only the background.
    expect(pixel(0, 0)).toEqual(blue);
    expect(pixel(799, 399)).toEqual(blue);
    expect(pixel(653, 133)).not.toEqual(blue);
    expect(pixel(460, 240)).not.toEqual(blue);
    expect(pixel(506, 133)).toEqual(blue);
    expect(pixel(360, 133)).toEqual(blue);
  });

  it('OCR: the printed words, with boxes inside the picture', async () => {
    const [result, cost] = await charged(async () =>
      account.client.ocr.extract({ image: await blob('words.png', 'image/png') }),
    );
    expect(cost).toBe(1);
    expect(result.text).toContain('Hello Mediakit');
    expect(result.words.map((word) => word.text)).toEqual(expect.arrayContaining(['Hello', 'Mediakit']));
    for (const word of result.words) {
      expect(word.box.x).toBeGreaterThanOrEqual(0);
      expect(word.box.y).toBeGreaterThanOrEqual(0);
      expect(word.box.width).toBeGreaterThan(0);
      expect(word.box.x + word.box.width).toBeLessThanOrEqual(800);
      expect(word.box.y + word.box.height).toBeLessThanOrEqual(240);
    }
  });

  it('image to video 5 s 360p: an mp4 of the duration and resolution, charged the spec estimate', async () => {
    const before = await balance();
    const { taskId } = await account.client.imageToVideo.start({
      prompt: 'slow pan to the right',
      duration: 5,
      resolution: '360p',
      firstFrame: await blob('photo.png', 'image/png'),
    });
    const result = await finished(account.client.imageToVideo, taskId);
    const video = await probe((await fetchToFile(result.videoUrl, 'i2v.mp4')).path);
    expect([video.width, video.height, video.fps]).toEqual([640, 360, 25]);
    expect(video.duration).toBeCloseTo(5, 0);
    expect(await balance()).toBe(before - 6);
  });

  it('product video: the aspect, resolution, fps and duration asked, 5 credits', async () => {
    const before = await balance();
    const { videoUrl } = await account.client.productVideo.generate({
      image: await blob('photo.png', 'image/png'),
      prompt: 'turntable',
      duration: 3,
      resolution: '480p',
      fps: 15,
      motion: 'rotate',
      style: 'Kling 1.0 Pro',
      aspect: '9:16',
    });
    const video = await probe((await fetchToFile(videoUrl, 'product.mp4')).path);
    expect([video.width, video.height, video.fps]).toEqual([480, 854, 15]);
    expect(video.duration).toBeCloseTo(3, 0);
    expect(before - (await balance())).toBe(5);
  });

  it('4K upscale: a job with progress to a 3840x2160 mp4, 1 credit', async () => {
    const before = await balance();
    const ticket = await account.client.videoUpscale.start({ video: await blob('clip.mp4', 'video/mp4') });
    const result = await finished(account.client.videoUpscale, ticket);
    const video = await probe((await fetchToFile(result.url, 'upscaled.mp4')).path);
    expect([video.width, video.height]).toEqual([3840, 2160]);
    expect(video.duration).toBeCloseTo(1, 0);
    expect(before - (await balance())).toBe(1);
  });
});
