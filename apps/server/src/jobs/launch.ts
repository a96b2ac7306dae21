import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { InputFile } from '../inputs/requestInput';
import { discardPrepared, prepareMedia, recordMedia } from '../media/library';
import type { Services } from '../services';
import { isFinished, startJob, type JobRow } from './jobs';
import type { JobInput, JobTool } from '../tools/registry';

export interface Launch {
  userId: string;
  tool: JobTool;
  cost: number;
  title: string;
  params: JobInput['params'];
  /** Input files by the role the engine gives them (image, reference, firstFrame, ...). */
  files?: Record<string, InputFile | undefined>;
}

/**
 * Keeps the inputs (in storage, so any worker can read them), then charges and queues the job in one transaction.
 * When the charge fails (402) nothing is kept.
 */
export async function launchJob(services: Services, launch: Launch): Promise<{ job: JobRow; credits: number }> {
  const files = Object.entries(launch.files ?? {}).filter((entry): entry is [string, InputFile] => Boolean(entry[1]));
  const prepared = await Promise.all(
    files.map(([role, file]) =>
      prepareMedia(services, {
        userId: launch.userId,
        path: file.path,
        contentType: file.contentType,
        title: `${launch.title} (${role})`,
        isInput: true,
        tool: launch.tool,
      }),
    ),
  );
  try {
    return await services.db.transaction(async (tx) => {
      const roles: Record<string, string> = {};
      for (const [index, [role]] of files.entries()) {
        const row = await recordMedia(tx, prepared[index]!);
        roles[role] = row.id;
      }
      return startJob(services, tx, {
        userId: launch.userId,
        tool: launch.tool,
        cost: launch.cost,
        input: { title: launch.title, params: launch.params, files: roles },
      });
    });
  } catch (error) {
    await discardPrepared(services, prepared);
    throw error;
  }
}

/** Waits for a job to end (for the one-request tools); undefined if it is still running after `timeoutMs`. */
export async function awaitJob(services: Services, jobId: string, timeoutMs: number): Promise<JobRow | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 100; ; delay = Math.min(500, delay * 1.5)) {
    const [job] = await services.db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
    if (!job || isFinished(job.state)) return job;
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** A title for the library: the prompt's first words, else what the tool made. */
export function titleFrom(prompt: string | undefined, fallback: string): string {
  const text = prompt?.replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
}
