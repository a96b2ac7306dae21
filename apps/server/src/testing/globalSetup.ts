import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { templateDataDir } from './templateDataDir';
import { openDatabase } from '../db/database';
import { startJobQueue } from '../jobs/jobQueue';

/**
 * Creating a PGlite database costs seconds (initdb), so the server tests migrate one template data dir (schema and
 * pg-boss tables) once per run; every test server starts on a copy of it.
 */
export default async function setup() {
  if (existsSync(templateDataDir)) await rm(templateDataDir, { recursive: true, force: true });
  await mkdir(templateDataDir, { recursive: true });
  const database = await openDatabase({ dataDir: templateDataDir });
  const queue = await startJobQueue(database, { timeoutSeconds: 900 });
  await queue.stop();
  await database.close();
}
