import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { postgresBin, startTemporaryPostgres } from '../testing/postgres';
import { eventually } from '../testing/eventually';
import { templateDataDir } from '../testing/templateDataDir';
import { fixturesDir } from '../testing/testServer';

const serverDir = join(repoRoot, 'apps/server');

async function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server process (`src/main.ts serve`). Node itself runs it with tsx's loader, so the process killed is the
 * server: the tsx command would be a parent that leaves its Node child running when it is killed with SIGKILL. It
 * leads a process group of its own, so a crash takes its engines' programs (ffmpeg) down with it, as a crashed
 * machine or container would: an orphaned encoder would go on loading the machine for minutes.
 */
async function startProcess(port: number, env: Record<string, string>) {
  const started = spawn(
    process.execPath,
    ['--conditions=@mediakit/source', '--import', 'tsx', 'src/main.ts', 'serve'],
    {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), MEDIAKIT_SEED_DEMO: '0', MEDIAKIT_LOG_LEVEL: 'warn', ...env },
      stdio: 'ignore',
      detached: true,
    },
  );
  try {
    // Compiling and starting the server takes seconds on a quiet machine; the limit only ends a hang.
    await eventually(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      'the server process to answer',
      { limitMs: 240_000, everyMs: 200 },
    );
  } catch (error) {
    await kill(started);
    throw error;
  }
  return started;
}

/** SIGKILL to the server's whole process group (the server and the programs it started). */
async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
}

const databases = [
  { name: 'PGlite', postgres: false },
  ...(postgresBin() ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

// The two databases' runs mostly wait (for the killed worker's heartbeat to expire), so they run side by side.
describe.concurrent('a worker killed mid-job', () => {
  it.each(databases)(
    'on $name: finishes the job after a restart, or fails it with one refund; never charges twice or loses it',
    async ({ postgres: onPostgres }) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'mediakit-crash-'));
      const postgres = onPostgres ? await startTemporaryPostgres() : undefined;
      let child: ChildProcess | undefined;
      try {
        const environment = { MEDIAKIT_DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
        if (!postgres) await cp(join(templateDataDir, 'db'), join(dataDir, 'db'), { recursive: true });
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        // The first run encodes slowly, so the job is surely mid-way when the process dies.
        child = await startProcess(port, { ...environment, MEDIAKIT_FFMPEG_PRESET: 'veryslow' });
        const registered = (await (
          await fetch(`${base}/api/v1/register`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username: 'crash', email: 'crash@example.com', password: 'correct horse battery' }),
          })
        ).json()) as { token: string; user: { credits: number } };
        const auth = { Authorization: `Bearer ${registered.token}` };
        const form = new FormData();
        form.set('prompt', 'slow zoom');
        form.set('duration', '8');
        form.set('resolution', '1080p');
        form.set(
          'first_frame_file',
          new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' }),
          'photo.png',
        );
        const { task_id: taskId, credits } = (await (
          await fetch(`${base}/ai/video/generate`, { method: 'POST', headers: auth, body: form })
        ).json()) as { task_id: string; credits: number };
        expect(credits).toBe(registered.user.credits - 13);
        const status = async () =>
          (await (await fetch(`${base}/ai/video/status/${taskId}`, { headers: auth })).json()) as {
            status: string;
            video_url?: string;
          };
        // Killed once the worker has the job (its encode runs for minutes at this preset).
        await eventually(
          async () => ['PROCESSING', 'RENDERING', 'IN_PROGRESS'].includes((await status()).status),
          'the worker to start the job',
          { limitMs: 240_000, everyMs: 200 },
        );
        await kill(child);
        // Nothing answers any more: the server is gone with its worker.
        expect(
          await fetch(`${base}/api/health`).then(
            () => 'answered',
            () => 'gone',
          ),
        ).toBe('gone');

        child = await startProcess(port, { ...environment, MEDIAKIT_FFMPEG_PRESET: 'ultrafast' });
        // pg-boss gives the job to another attempt 10-15 s after the dead worker's last heartbeat; the limit is for a
        // hang, far above that and the encode at ultrafast.
        const final = await eventually(
          async () => {
            const now = await status();
            return ['completed', 'failed'].includes(now.status) && now;
          },
          'the restarted server to end the job',
          { limitMs: 300_000, everyMs: 300 },
        );
        const balance = (
          (await (await fetch(`${base}/api/v1/user`, { headers: auth })).json()) as { data: { credits: number } }
        ).data.credits;
        const listed = (
          (await (await fetch(`${base}/api/v1/jobs`, { headers: auth })).json()) as { data: { id: string }[] }
        ).data;
        expect(listed.map((job) => job.id)).toEqual([taskId]);
        if (final.status === 'completed') {
          expect(balance).toBe(registered.user.credits - 13);
          const video = await fetch(final.video_url!);
          expect(video.headers.get('content-type')).toBe('video/mp4');
        } else {
          expect(final.status).toBe('failed');
          expect(balance).toBe(registered.user.credits);
        }
      } finally {
        if (child) await kill(child);
        await postgres?.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    // A hang guard: the run takes about 30 s on a quiet machine (two server starts, the heartbeat's expiry, an encode).
    900_000,
  );
});
