import { mkdir, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';

/** Whether a process of this machine is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes this process's temporary folder and removes what earlier processes left in the data dir's `tmp`: uploads
 * and job work folders of a process that was killed (kill -9, a crash, a machine restart) are never cleaned by it.
 * A folder belongs to the process named by its `<host>.<pid>`; those of this host whose process is gone (or whose
 * pid is now this process's, as in a restarted container) are removed, other hosts' (a shared volume) are left.
 * Folders of the older flat layout are removed too. Returns how many were removed.
 */
export async function sweepTemporaryFolders(tmpDir: string): Promise<number> {
  const root = dirname(tmpDir);
  await mkdir(root, { recursive: true });
  const host = hostname();
  let removed = 0;
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    const owner = /^(.+)\.(\d+)$/.exec(entry.name);
    const stale = owner
      ? owner[1] === host && (path === tmpDir || !isRunning(Number(owner[2])))
      : /^(job|request|thumb|chat)-/.test(entry.name);
    if (!stale) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  await mkdir(tmpDir, { recursive: true });
  return removed;
}
