// The local engines' behaviour (sizes, formats, composition); the models' quality is measured in models.test.ts.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EngineFile, EngineRun } from '../engine';
import { classicalEngines as localEngines } from '.';

const run = promisify(execFile);
const fixtures = new URL('../../../../../packages/api-client/src/contract/fixtures/', import.meta.url).pathname;
const photo: EngineFile = { path: join(fixtures, 'photo.png'), contentType: 'image/png' };
const words: EngineFile = { path: join(fixtures, 'words.png'), contentType: 'image/png' };
const clip: EngineFile = { path: join(fixtures, 'clip.mp4'), contentType: 'video/mp4' };

let workDir: string;
let progress: number[];
let runs = 0;
/** A run in its own folder, as the worker gives each job (engines name their outputs alike). */
const engineRun = (signal = new AbortController().signal): EngineRun => {
  const folder = join(workDir, `run-${(runs += 1)}`);
  mkdirSync(folder, { recursive: true });
  return { workDir: folder, signal, progress: (fraction) => progress.push(fraction) };
};

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'mediakit-engine-'));
  progress = [];
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** What ffprobe reads of a file: duration, and the video stream's size and frame rate. */
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
    streams: {
      codec_type: string;
      width?: number;
      height?: number;
      r_frame_rate?: string;
      sample_aspect_ratio?: string;
    }[];
  };
  const video = info.streams.find((stream) => stream.codec_type === 'video');
  const [num = 0, den = 1] = (video?.r_frame_rate ?? '0/1').split('/').map(Number);
  return {
    duration: Number(info.format.duration),
    format: info.format.format_name,
    width: video?.width,
    height: video?.height,
    fps: num / den,
    /** Pixel aspect; ffprobe leaves it out (or says 0:1) when none is written, which players read as square. */
    sampleAspect: video?.sample_aspect_ratio ?? '1:1',
    hasAudio: info.streams.some((stream) => stream.codec_type === 'audio'),
  };
}

const meanOf = async (path: string) =>
  (await sharp(path).removeAlpha().stats()).channels.map((channel) => channel.mean);

describe('local engines', () => {
  it('chat says plainly, in words for a user, that it is not a language model', async () => {
    const { engine, reply } = await localEngines.chat({ prompt: 'What is the capital of France?' }, engineRun());
    expect(engine).toBe('local');
    expect(reply).toContain('What is the capital of France?');
    expect(reply).toMatch(/not a language model/);
    expect(reply).toMatch(/No AI chat model is connected to this site yet/);
    expect(reply).not.toMatch(/MEDIAKIT_|environment|restart|server/i);
  });

  it('speaks text into an MP3 that decodes, as long as the speech', async () => {
    const { files } = await localEngines.textToSpeech({ text: 'Hello from Mediakit, this is a test.' }, engineRun());
    expect(files[0]!.contentType).toBe('audio/mpeg');
    const audio = await probe(files[0]!.path);
    expect(audio.format).toBe('mp3');
    expect(audio.duration).toBeGreaterThan(1);
    expect(audio.duration).toBeLessThan(8);
  });

  it('draws a PNG of exactly the size asked, the same for the same prompt and seed, different for another', async () => {
    const first = await localEngines.imageGenerate(
      { prompt: 'blue ocean at sunset', width: 300, height: 200, seed: 7 },
      engineRun(),
    );
    const again = await localEngines.imageGenerate(
      { prompt: 'blue ocean at sunset', width: 300, height: 200, seed: 7 },
      engineRun(),
    );
    const other = await localEngines.imageGenerate(
      { prompt: 'red city at night', width: 300, height: 200, seed: 7 },
      engineRun(),
    );
    const metadata = await sharp(first.files[0]!.path).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 300, 200]);
    const pixels = (file: EngineFile) => sharp(file.path).raw().toBuffer();
    expect((await pixels(first.files[0]!)).equals(await pixels(again.files[0]!))).toBe(true);
    expect((await pixels(first.files[0]!)).equals(await pixels(other.files[0]!))).toBe(false);
    const [red, , blue] = await meanOf(first.files[0]!.path);
    expect(blue).toBeGreaterThan(red!);
  });

  it('gives each named thing its colour ("green mountains", "orange sky"), draws the lake, and honours the studio inputs', async () => {
    const { files } = await localEngines.imageGenerate(
      { prompt: 'a sunset over green mountains, warm orange sky, a lake', width: 400, height: 300, seed: 3 },
      engineRun(),
    );
    const { data, info } = await sharp(files[0]!.path).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [skyR, skyG, skyB] = at(5, 5);
    expect(skyR).toBeGreaterThan(skyG! + 40); // orange: red over green over blue
    expect(skyG).toBeGreaterThan(skyB!);
    const [mountainR, mountainG, mountainB] = at(5, 195);
    expect(mountainG).toBeGreaterThan(mountainR! + 30); // green
    expect(mountainG).toBeGreaterThan(mountainB! + 30);
    const [waterR, , waterB] = at(5, 290);
    expect(waterB).toBeGreaterThan(waterR! + 60); // the lake's blue at the bottom
    // A negative prompt takes things out; the style and CFG change the finish.
    const plain = { prompt: 'sun over the hills', width: 200, height: 200, seed: 1 };
    const noSun = await localEngines.imageGenerate({ ...plain, negativePrompt: 'sun' }, engineRun());
    const withSun = await localEngines.imageGenerate(plain, engineRun());
    expect(
      (await sharp(noSun.files[0]!.path).raw().toBuffer()).equals(await sharp(withSun.files[0]!.path).raw().toBuffer()),
    ).toBe(false);
    const cinematic = await localEngines.imageGenerate({ ...plain, style: 'Cinematic' }, engineRun());
    const bars = await sharp(cinematic.files[0]!.path)
      .removeAlpha()
      .extract({ left: 0, top: 0, width: 200, height: 10 })
      .raw()
      .toBuffer();
    expect(Math.max(...bars)).toBeLessThan(30);
    const muted = await localEngines.imageGenerate({ ...plain, cfg: 1 }, engineRun());
    const vivid = await localEngines.imageGenerate({ ...plain, cfg: 15 }, engineRun());
    const spread = async (path: string) => {
      const { channels } = await sharp(path).removeAlpha().stats();
      return (
        Math.max(...channels.map((channel) => channel.mean)) - Math.min(...channels.map((channel) => channel.mean))
      );
    };
    expect(await spread(vivid.files[0]!.path)).toBeGreaterThan(await spread(muted.files[0]!.path));
  });

  it('edits by the prompt: black and white leaves no colour; brighter raises the brightness; the size is the square asked', async () => {
    const gray = await localEngines.imageEdit(
      { image: photo, prompt: 'make it black and white', strength: 100, size: '512x512' },
      engineRun(),
    );
    const metadata = await sharp(gray.files[0]!.path).metadata();
    expect([metadata.width, metadata.height]).toEqual([512, 512]);
    const [r, g, b] = await meanOf(gray.files[0]!.path);
    expect(Math.abs(r! - g!) + Math.abs(g! - b!)).toBeLessThan(1);
    const brighter = await localEngines.imageEdit(
      { image: photo, prompt: 'brighter', strength: 80, size: '512x512' },
      engineRun(),
    );
    const before = (await meanOf(photo.path)).reduce((sum, value) => sum + value, 0);
    const after = (await meanOf(brighter.files[0]!.path)).reduce((sum, value) => sum + value, 0);
    expect(after).toBeGreaterThan(before + 10);
  });

  it('no-mask edit makes each variation different, at the size asked', async () => {
    const { files } = await localEngines.noMaskEdit(
      { image: photo, prompt: 'warmer and vivid', size: 256, variations: 3 },
      engineRun(),
    );
    expect(files).toHaveLength(3);
    const buffers = await Promise.all(files.map((file) => sharp(file.path).raw().toBuffer()));
    expect(new Set(buffers.map((buffer) => buffer.toString('base64'))).size).toBe(3);
    expect((await sharp(files[0]!.path).metadata()).width).toBe(256);
  });

  it('single-image edit keeps the size and writes the format asked', async () => {
    const { files } = await localEngines.stabilityEdit(
      { image: photo, prompt: 'sepia', strength: 0.5, outputFormat: 'webp' },
      engineRun(),
    );
    const metadata = await sharp(files[0]!.path).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 320, 240]);
    expect(files[0]!.contentType).toBe('image/webp');
  });

  it('enhance upscales by the factor', async () => {
    const { files } = await localEngines.enhance({ image: photo, scale: 2 }, engineRun());
    const metadata = await sharp(files[0]!.path).metadata();
    expect([metadata.width, metadata.height]).toEqual([640, 480]);
  });

  it("style moves the source's colours toward the reference's, more with more strength", async () => {
    const reference = await localEngines.imageGenerate({ prompt: 'red fire', width: 200, height: 200 }, engineRun());
    const weak = await localEngines.style(
      { image: photo, reference: reference.files[0]!, strength: 0.2, preserveStructure: true, scale: 2 },
      engineRun(),
    );
    const strong = await localEngines.style(
      { image: photo, reference: reference.files[0]!, strength: 1, preserveStructure: true, scale: 2 },
      engineRun(),
    );
    const redShare = async (path: string) => {
      const [r, g, b] = await meanOf(path);
      return r! / (r! + g! + b!);
    };
    expect(await redShare(strong.files[0]!.path)).toBeGreaterThan(await redShare(weak.files[0]!.path));
    expect(await redShare(weak.files[0]!.path)).toBeGreaterThan(await redShare(photo.path));
    expect((await sharp(strong.files[0]!.path).metadata()).width).toBe(640);
  });

  it('cuts the subject out with transparency', async () => {
    const { files } = await localEngines.backgroundRemove({ image: photo, mode: 'transparent' }, engineRun());
    const { data, info } = await sharp(files[0]!.path).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(alpha(5, 5)).toBe(0); // sky
    expect(alpha(95, 150)).toBe(255); // the house
  });

  it('composes onto a colour canvas: canvas size, the colour in the padding, the subject at the aligned corner', async () => {
    const { files } = await localEngines.backgroundRemove(
      {
        image: photo,
        mode: 'background',
        background: { color: '#ff0000' },
        canvas: { width: 800, height: 600, fit: 'contain', align: 'bottom-right', padding: 40 },
      },
      engineRun(),
    );
    const { data, info } = await sharp(files[0]!.path).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 600]);
    const pixel = (x: number, y: number) => [...data.subarray((y * 800 + x) * 3, (y * 800 + x) * 3 + 3)];
    expect(pixel(2, 2)).toEqual([255, 0, 0]);
    expect(pixel(797, 597)).toEqual([255, 0, 0]);
    // The house: the photo (320x240) scaled by 2.17 into 720x520, placed at the bottom right of the padded box.
    const house = pixel(800 - 40 - 720 + Math.round(95 * 2.1667), 600 - 40 - Math.round(90 * 2.1667));
    expect(house).not.toEqual([255, 0, 0]);
  });

  it('reads printed words with boxes inside the picture', async () => {
    const result = await localEngines.ocr({ image: words }, engineRun());
    expect(result.text).toContain('Hello');
    expect(result.text).toContain('Mediakit');
    const hello = result.words.find((word) => word.text === 'Hello');
    expect(hello).toBeDefined();
    for (const word of result.words) {
      expect(word.x).toBeGreaterThanOrEqual(0);
      expect(word.x + word.width).toBeLessThanOrEqual(800);
      expect(word.y + word.height).toBeLessThanOrEqual(240);
    }
    expect(hello!.x).toBeGreaterThan(40);
    expect(hello!.x).toBeLessThan(90);
  });

  it('animates a first frame into an mp4 of the duration, size and rate asked', async () => {
    const { files } = await localEngines.imageToVideo(
      { firstFrame: photo, prompt: 'slow pan to the left', duration: 2, width: 320, height: 180 },
      engineRun(),
    );
    const video = await probe(files[0]!.path);
    expect([video.width, video.height, video.fps]).toEqual([320, 180, 25]);
    expect(video.duration).toBeCloseTo(2, 0);
    expect(progress.at(-1)).toBe(1);
  });

  it('makes a product video at the aspect, resolution, fps and duration asked', async () => {
    const { files } = await localEngines.productVideo(
      {
        image: photo,
        prompt: '',
        duration: 2,
        resolution: '480p',
        fps: 12,
        motion: 'rotate',
        style: 'Kling 1.0 Pro',
        aspect: '1:1',
      },
      engineRun(),
    );
    const video = await probe(files[0]!.path);
    expect([video.width, video.height, video.fps]).toEqual([480, 480, 12]);
    expect(video.duration).toBeCloseTo(2, 0);
  });

  it('makes an avatar video with the spoken script as its sound', async () => {
    const { files } = await localEngines.avatar({ script: 'Hi, I am your avatar.' }, engineRun());
    const video = await probe(files[0]!.path);
    expect([video.width, video.height]).toEqual([720, 720]);
    expect(video.hasAudio).toBe(true);
    expect(video.duration).toBeGreaterThan(0.8);
  });

  it('upscales a clip to 3840x2160 and reports progress', async () => {
    const { files } = await localEngines.videoUpscale({ video: clip }, engineRun());
    const video = await probe(files[0]!.path);
    expect([video.width, video.height]).toEqual([3840, 2160]);
    expect(video.duration).toBeCloseTo(1, 0);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('upscales a clip whose aspect is not 16:9 to exactly 3840x2160 with square pixels', async () => {
    // 854x480 scales to 3840x2158.3: rounded, ffmpeg would keep the picture's shape with a 2559:2560-like pixel
    // aspect, and browsers would report 3840x2161.
    const source = join(workDir, 'wide-854x480.mp4');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=854x480:rate=10:duration=0.5', source]);
    const { files } = await localEngines.videoUpscale(
      { video: { path: source, contentType: 'video/mp4' } },
      engineRun(),
    );
    const video = await probe(files[0]!.path);
    expect([video.width, video.height]).toEqual([3840, 2160]);
    expect(['1:1', '0:1']).toContain(video.sampleAspect);
  });

  it('stops ffmpeg when the job is cancelled while it encodes', async () => {
    const controller = new AbortController();
    const run = engineRun(controller.signal);
    // Cancelled at ffmpeg's first progress report: the encode is under way (the event, not a guessed delay).
    const job = localEngines.imageToVideo(
      { firstFrame: photo, prompt: 'zoom', duration: 8, width: 1920, height: 1080 },
      {
        ...run,
        progress(fraction) {
          run.progress(fraction);
          controller.abort(new Error('cancelled'));
        },
      },
    );
    // Rejected as cancelled, not finished: the signal reaches the program (processes.test.ts proves the kill).
    await expect(job).rejects.toThrow('cancelled');
    expect(progress.length).toBeGreaterThan(0);
  });
});
