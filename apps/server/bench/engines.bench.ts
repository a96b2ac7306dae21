// Engine benchmark (not a test): `pnpm --filter @mediakit/server bench:engines`. The figures: compose at
// 1024 px, OCR warm on an 800x240 picture, 4K upscale of a 5 s 720p clip against bare ffmpeg with the same preset,
// and image to video 5 s 720p end to end; the local models' time per job at 256² and 512² (bench/models.ts). Uses
// MEDIAKIT_FFMPEG_PRESET (default veryfast). `-- --models` runs the models alone.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { openSession } from '../src/accounts/sessions';
import { createAccount } from '../src/accounts/users';
import { loadConfig } from '../src/config';
import type { EngineRun } from '../src/engines/engine';
import { classicalEngines as localEngines } from '../src/engines/local';
import { encoderPreset } from '../src/engines/local/video';
import { startServer } from '../src/server';
import { measureModels } from './models';
import { percentiles, timed } from './percentiles';

const run = promisify(execFile);
const fixtures = new URL('../../../packages/api-client/src/contract/fixtures/', import.meta.url).pathname;
const root = await mkdtemp(join(tmpdir(), 'mediakit-engine-bench-'));
let runs = 0;
const engineRun = async (): Promise<EngineRun> => {
  const workDir = join(root, `run-${(runs += 1)}`);
  await mkdir(workDir);
  return { workDir, signal: new AbortController().signal, progress: () => undefined };
};
const results: Record<string, ReturnType<typeof percentiles>> = {};

// The models first (their peak memory is then theirs alone).
const models = await measureModels(root);
console.log(`Local models, Node ${process.version} (peak RSS of this process ${models.peakRssMb} MB)`);
console.table(models.rows);
if (process.argv.includes('--models')) {
  await rm(root, { recursive: true, force: true });
  process.exit(0);
}

// Compose: a 1024x768 photo cut out and placed on a colour canvas (nine positions in turn).
const photo = join(root, 'photo-1024.png');
await sharp(join(fixtures, 'photo.png')).resize(1024, 768).png().toFile(photo);
const aligns = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
const compose: number[] = [];
for (let index = 0; index < 27; index += 1) {
  const engineInput = {
    image: { path: photo, contentType: 'image/png' },
    mode: 'background' as const,
    background: { color: '#336699' },
    canvas: { width: 1024, height: 1024, fit: 'contain' as const, align: aligns[index % 9]!, padding: 40 },
  };
  const runFor = await engineRun();
  compose.push((await timed(() => localEngines.backgroundRemove(engineInput, runFor)))[0]);
}
results['compose 1024 px (cut-out + canvas)'] = percentiles(compose.slice(2));

// OCR, warm: the first call pays the program's start; the rest are measured.
const words = { path: join(fixtures, 'words.png'), contentType: 'image/png' };
await localEngines.ocr({ image: words }, await engineRun());
const ocr: number[] = [];
for (let index = 0; index < 10; index += 1) {
  const runFor = await engineRun();
  ocr.push((await timed(() => localEngines.ocr({ image: words }, runFor)))[0]);
}
results['OCR 800x240, warm'] = percentiles(ocr);

// Image to video: a 5 s 720p clip from a still.
const toVideo: number[] = [];
for (let index = 0; index < 3; index += 1) {
  const runFor = await engineRun();
  toVideo.push(
    (
      await timed(() =>
        localEngines.imageToVideo(
          {
            firstFrame: { path: photo, contentType: 'image/png' },
            prompt: 'slow zoom in',
            duration: 5,
            width: 1280,
            height: 720,
          },
          runFor,
        ),
      )
    )[0],
  );
}
results['image to video 5 s 720p (engine)'] = percentiles(toVideo);

// Image to video end to end: through the HTTP API of a real server (upload, charge, queue, worker, engine, storage,
// status), polled every 100 ms, until the finished video is downloaded.
const server = await startServer(
  loadConfig({
    MEDIAKIT_DATA_DIR: join(root, 'server'),
    PORT: '0',
    MEDIAKIT_SEED_DEMO: '0',
    MEDIAKIT_RATE_LIMITS: '0',
    MEDIAKIT_LOG_LEVEL: 'silent',
  }),
);
const account = await server.services.db.transaction((tx) =>
  createAccount(tx, { email: 'bench@example.com', username: 'bench', credits: 1000 }),
);
const auth = { Authorization: `Bearer ${await openSession(server.services.db, account.id, 3_600_000)}` };
const endToEnd: number[] = [];
for (let index = 0; index < 3; index += 1) {
  endToEnd.push(
    (
      await timed(async () => {
        const form = new FormData();
        form.set('prompt', 'slow zoom in');
        form.set('duration', '5');
        form.set('resolution', '720p');
        form.set('first_frame_file', new Blob([await readFile(photo)], { type: 'image/png' }), 'photo.png');
        const { task_id: taskId } = (await (
          await fetch(`${server.url}/ai/video/generate`, { method: 'POST', headers: auth, body: form })
        ).json()) as { task_id: string };
        for (;;) {
          const status = (await (await fetch(`${server.url}/ai/video/status/${taskId}`, { headers: auth })).json()) as {
            status: string;
            video_url?: string;
          };
          if (status.status === 'completed') {
            await (await fetch(status.video_url!)).arrayBuffer();
            return;
          }
          if (status.status === 'failed') throw new Error('The job failed.');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })
    )[0],
  );
}
await server.stop();
results['image to video 5 s 720p (end to end, HTTP)'] = percentiles(endToEnd);

// 4K upscale of that clip, against bare ffmpeg with the same preset and scale.
const clip = join(root, 'clip-720p.mp4');
await localEngines
  .imageToVideo(
    {
      firstFrame: { path: photo, contentType: 'image/png' },
      prompt: 'pan left',
      duration: 5,
      width: 1280,
      height: 720,
    },
    await engineRun(),
  )
  .then(async ({ files }) => run('cp', [files[0]!.path, clip]));
const upscale: number[] = [];
const bare: number[] = [];
for (let index = 0; index < 2; index += 1) {
  const runFor = await engineRun();
  upscale.push(
    (await timed(() => localEngines.videoUpscale({ video: { path: clip, contentType: 'video/mp4' } }, runFor)))[0],
  );
  bare.push(
    (
      await timed(() =>
        run('ffmpeg', [
          '-v',
          'error',
          '-y',
          '-i',
          clip,
          '-vf',
          'scale=3840:2160:flags=lanczos,format=yuv420p',
          '-c:v',
          'libx264',
          '-preset',
          encoderPreset(),
          '-crf',
          '20',
          join(root, `bare-${index}.mp4`),
        ]),
      )
    )[0],
  );
}
results[`4K upscale 5 s 720p (engine, ${encoderPreset()})`] = percentiles(upscale);
results[`4K upscale 5 s 720p (bare ffmpeg, ${encoderPreset()})`] = percentiles(bare);

console.log(`Engine benchmark, Node ${process.version}`);
console.table(results);
const ratio = percentiles(upscale).p50 / percentiles(bare).p50;
console.log(`4K upscale: engine / bare ffmpeg = ${ratio.toFixed(2)}x`);
await rm(root, { recursive: true, force: true });
