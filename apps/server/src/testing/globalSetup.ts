import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../config';
import { mkdir, rm } from 'node:fs/promises';
import { templateDataDir } from './templateDataDir';
import { openDatabase } from '../db/database';
import { startJobQueue } from '../jobs/jobQueue';

/**
 * Builds the server (apps/server/dist) when its sources changed, for the tests that run it as real processes.
 *
 * Creating a PGlite database costs seconds (initdb), so the server tests migrate one template data dir (schema and
 * pg-boss tables) once per run; every test server starts on a copy of it.
 */
export default async function setup() {
  // The process tests run the built server, as production does (a second or two; nothing when it is up to date).
  execFileSync(process.execPath, [join(repoRoot, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });
  if (existsSync(templateDataDir)) await rm(templateDataDir, { recursive: true, force: true });
  await mkdir(templateDataDir, { recursive: true });
  const database = await openDatabase({ dataDir: templateDataDir });
  const queue = await startJobQueue(database, { timeoutSeconds: 900 });
  await queue.stop();
  await database.close();
}
