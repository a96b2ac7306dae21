// The product for the journeys and the visual check, in a process of its own (started by globalSetup.ts through tsx
// with the workspace's source condition): the real server on a free port with a fresh temporary data dir (migrated
// from scratch, as on a first `pnpm start`), serving the built host, plus the accounts the tests need. It prints its
// ready line (`readyPrefix` and JSON) when ready, its log (JSON lines) around it, and stops, removing its data dir, on
// SIGTERM.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlanName } from '../../apps/server/src/accounts/plans';
import type { Role } from '../../apps/server/src/accounts/roles';
import { openSession } from '../../apps/server/src/accounts/sessions';
import { createAccount } from '../../apps/server/src/accounts/users';
import { loadConfig } from '../../apps/server/src/config';
import { createEngines } from '../../apps/server/src/engines';
import type { EngineRun, Engines } from '../../apps/server/src/engines/engine';
import { startServer } from '../../apps/server/src/server';
import { readyPrefix } from './globalSetup';
import { heldVideoPrompt } from './heldJob';

const hostDir = process.argv[2];
if (!hostDir) throw new Error('Usage: productServer.ts <built host dir>');

const dataDir = await mkdtemp(join(tmpdir(), 'mediakit-e2e-'));
const config = loadConfig({
  ...process.env,
  PORT: '0',
  MEDIAKIT_DATA_DIR: dataDir,
  MEDIAKIT_HOST_DIR: hostDir,
  MEDIAKIT_SEED_DEMO: '0',
  MEDIAKIT_RATE_LIMITS: '0',
  MEDIAKIT_LOG_LEVEL: 'info',
  MEDIAKIT_FFMPEG_PRESET: 'ultrafast',
});
/** Runs until its job is cancelled: a journey's cancel then cannot race the job's own end. */
const heldUntilCancelled = (run: EngineRun) =>
  new Promise<never>((_resolve, reject) => {
    if (run.signal.aborted) reject(run.signal.reason);
    run.signal.addEventListener('abort', () => reject(run.signal.reason), { once: true });
  });
const configured = createEngines(config.engineEnvironment);
/**
 * The configured engines (the real local ones), except an image-to-video job whose prompt is `heldVideoPrompt`: the
 * cancel journey's job, held until the person cancels it. (A cancel that arrives as a job ends has one answer of its
 * own, which apps/server/src/credits/ledger.test.ts holds.)
 */
const engines: Engines = {
  ...configured,
  imageToVideo: (input, run) =>
    input.prompt === heldVideoPrompt ? heldUntilCancelled(run) : configured.imageToVideo(input, run),
};
const server = await startServer(config, { engines });

/** An account made in the database (any plan, role and balance), signed in: what a test needs to act as it. */
async function account(options: { email: string; plan: PlanName; role?: Role; credits: number }) {
  const password = 'correct horse battery';
  const user = await server.services.db.transaction((tx) =>
    createAccount(tx, { ...options, username: options.email.split('@')[0]!, password }),
  );
  const token = await openSession(server.services.db, user.id, 86_400_000);
  return { email: options.email, password, token };
}

const ready = {
  productUrl: server.url,
  poorUser: await account({ email: 'poor@example.com', plan: 'pro', credits: 1 }),
  visualUser: await account({ email: 'ada@example.com', plan: 'pro', credits: 500 }),
  adminUser: await account({ email: 'admin@example.com', plan: 'pro', role: 'admin', credits: 0 }),
};
process.stdout.write(`${readyPrefix}${JSON.stringify(ready)}\n`);

const stop = async () => {
  await server.stop().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
