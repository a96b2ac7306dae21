import { defaultTimeoutMs } from '@mediakit/api-client';
import { readToolInput, startAnswer, type UploadRule } from '@mediakit/api-client/tools';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { media, users } from '../db/schema';
import { accountOf, linkBase } from '../http/authenticate';
import { HttpError, invalid } from '../http/httpError';
import type { FileRule } from '../inputs/fileRules';
import { fileOrUrl, readRequestInput, type InputFile } from '../inputs/requestInput';
import { awaitJobEnd, launchJob } from '../jobs/launch';
import type { JobRow } from '../jobs/jobs';
import { jobOutputs } from '../jobs/statusAnswers';
import { mediaLink, posterLink } from '../media/library';
import { markJobNotificationsSeen } from '../notifications/notifications';
import type { Services } from '../services';
import type { JobTool } from './registry';
import type { ServerTool } from './serverTool';

/** How the request's upload is checked while it streams: the definition's cap, types and messages. */
export const fileRuleOf = ({ maxBytes, types, tooLarge, wrongType }: UploadRule): FileRule => ({
  maxBytes,
  accept: types,
  tooLarge,
  wrongType,
});

/**
 * How long a one-request call waits for its job before answering 504 with the task (the client then asks again with
 * the same key, which waits for the same job): half the client's time limit for the call (the operation's, else the
 * client's default 60 s). The other half is for the answer to reach the client: with 5 s left, a loaded machine's
 * slower answer could come after the client had given up, which then shows a failure while the job goes on.
 */
export const oneRequestWaitMs = (operation: { timeoutMs?: number } | undefined) =>
  (operation?.timeoutMs ?? defaultTimeoutMs) / 2;

async function balanceOf(services: Services, userId: string) {
  const [user] = await services.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return user?.credits ?? 0;
}

/**
 * Starts a tool for the signed-in caller: the request read (uploads capped and checked while they stream), checked by
 * the tool's definition with the spec's messages, the plan rule, the uploads fetched (a URL only from a public
 * address), then charged and queued in one transaction. A job tool answers its task id, status word and balance at
 * once; a one-request tool answers the same when its job has ended, with its own fields.
 */
export async function startTool(services: Services, request: FastifyRequest, tool: ServerTool): Promise<object> {
  const { definition } = tool;
  const account = accountOf(request);
  const uploads = Object.values(definition.uploads);
  const body = await readRequestInput(
    request,
    services,
    Object.fromEntries(uploads.map((upload) => [upload.field, fileRuleOf(upload)])),
  );
  const checked = readToolInput(definition, body.fields, (field) => Boolean(body.files[field]));
  if (!checked.ok) throw invalid(checked.message);
  const refusal = definition.planRefusal?.(account.plan, checked.input);
  if (refusal) throw new HttpError(403, { ...refusal });
  const fetched = await Promise.all(
    uploads.map((upload) =>
      fileOrUrl(body, services, {
        file: upload.field,
        url: upload.urlField,
        rule: fileRuleOf(upload),
        prefer: upload.prefer,
      }),
    ),
  );
  const files: Record<string, InputFile | undefined> = Object.fromEntries(
    uploads.map((upload, index) => [upload.role, fetched[index]]),
  );
  const cost = definition.cost(checked.input);
  const { job, credits } = await launchJob(services, {
    userId: account.id,
    tool: definition.name as JobTool,
    cost,
    title: tool.title(checked.input, files),
    params: checked.input,
    files,
  });
  if (definition.kind === 'job') {
    return { ...startAnswer(definition, job.id, credits), ...definition.startFields?.(job.id, cost) };
  }
  const [operation] = Object.values(definition.operations);
  const done = await awaitJobEnd(services, job, oneRequestWaitMs(operation));
  // Answered here, so watched: its notification does not ring the bell (one still running is left to notify).
  if (['succeeded', 'failed', 'cancelled'].includes(done.state)) {
    await markJobNotificationsSeen(services.db, account.id, done.id);
  }
  const base = linkBase(services, request);
  const balance = await balanceOf(services, account.id);
  const outputs = await jobOutputs(services.db, done);
  const fields = await tool.answer?.({
    job: done,
    links: outputs.map((row) => mediaLink(services, base, row)),
    inputLink: (role) => inputLink(services, base, done, role),
    credits: balance,
  });
  // A finished video comes with its poster frame, shown before it plays (as the status answers of video jobs).
  const poster =
    definition.output === 'video' && done.state === 'succeeded' && outputs[0] && posterLink(services, base, outputs[0]);
  return {
    ...startAnswer(definition, done.id, balance, done.state === 'succeeded'),
    ...fields,
    ...(poster ? { poster_preview: poster } : {}),
  };
}

/** A signed link of one of a job's input files. */
async function inputLink(services: Services, base: string, job: JobRow, role: string) {
  const id = (job.input as { files?: Record<string, string> }).files?.[role];
  if (!id) return undefined;
  const [row] = await services.db.select().from(media).where(eq(media.id, id)).limit(1);
  return row ? mediaLink(services, base, row) : undefined;
}
