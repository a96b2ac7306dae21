import { refundFakeAccount } from './seed';
import { jobStatusAnswer } from '../tools/toolAnswers';
import type { JobStateName, JobToolDefinition } from '../tools/toolDefinition';

/** The tools whose calls are jobs, named as on MediakitClient. */
export type FakeJobTool = 'imageToVideo' | 'mystic' | 'imageEdit' | 'enhance' | 'style' | 'videoUpscale';

/** The prefix of a tool's task and result ids (`video-task-3`, `video-2`): the ids the fake has always handed out. */
export const fakeJobKinds: Record<FakeJobTool, string> = {
  imageToVideo: 'video',
  mystic: 'mystic',
  imageEdit: 'edit',
  enhance: 'studio',
  style: 'studio',
  videoUpscale: 'upscale',
};

/** How a job ends: done with a result, failed in the tool's words, or never ('hold'). */
export type FakeJobEnd = 'succeed' | 'fail' | 'hold';

/**
 * A tool's status answers, scripted: each poll answers the next of `statuses` as the server's raw status word (the
 * client reads it as it reads the server's, e.g. 'RENDERING' shows 'Rendering frames…'), with the `progress` of the
 * same index when there is one; after the last status the job ends as `then` says.
 */
export interface FakeJobScript {
  /** Raw status words, one per poll, in order (default none: the first poll ends the job). */
  statuses?: string[];
  /**
   * After the statuses (default 'succeed'; 'fail' under the 'job-fails' scenario): 'hold' keeps answering the last
   * status (the tool's queued answer when there are none) until the caller stops polling.
   */
  then?: FakeJobEnd;
  /** Percent sent with the status of the same index, e.g. for the video upscaler's progress bar. */
  progress?: number[];
}

export interface FakeJob {
  id: string;
  /** The account that started it: only its session may poll it. */
  ownerId: number;
  /** Its tool's definition: the status answers are in its words. */
  tool: JobToolDefinition;
  polls: number;
  /** Its tool's script, when the fake was given one; else the `queuedPolls` sequence. */
  script: FakeJobScript | undefined;
  end: FakeJobEnd;
  resultUrl: string;
  /** A video's poster frame (answered as `poster_preview`). */
  posterUrl: string | undefined;
  /** Refunded when the job fails or is cancelled, once. */
  cost: number;
  refunded: boolean;
  /** It has answered its end (done or failed): a cancel leaves it as it is. */
  ended: boolean;
  /** Cancelled by its owner (jobs.cancel): its polls answer failed from then on. */
  cancelled: boolean;
}

/** What the fake's stand-in engines say when a job fails (the server passes on an engine's words). */
const fakeJobFailures: Partial<Record<FakeJobTool, string>> = {
  imageToVideo: 'The model could not animate this image.',
  videoUpscale: 'Upscaling failed.',
};

/** Halfway through: the running answer the fake gives (image to video RENDERING, the upscaler at 50 %). */
const runningProgress = 0.5;

/** The state of poll number `poll`: queued for `queuedPolls` polls, then one running answer, then the end. */
function stateAt(poll: number, queuedPolls: number): JobStateName | undefined {
  if (poll < queuedPolls) return 'queued';
  return poll === queuedPolls ? 'running' : undefined;
}

/** A scripted answer for poll number `poll`, while the script still runs; undefined once it should end. */
function scriptedAnswer(job: FakeJob, script: FakeJobScript, poll: number): object | undefined {
  const { statuses = [], progress = [] } = script;
  const index = job.end === 'hold' ? Math.min(poll, statuses.length - 1) : poll;
  const status = statuses[index];
  if (status === undefined) return job.end === 'hold' ? answer(job, 'queued') : undefined;
  const percent = progress[index];
  return percent === undefined ? { status } : { status, progress: percent };
}

const answer = (job: FakeJob, state: JobStateName, error?: string) =>
  jobStatusAnswer(job.tool, {
    taskId: job.id,
    state,
    attempts: 0,
    progress: state === 'running' ? runningProgress : 0,
    error,
    urls: [job.resultUrl],
    poster: job.posterUrl,
  });

/** The status answer for the next poll of a job, advancing it. */
export function pollFakeJob(job: FakeJob, queuedPolls: number): { body: object; failedNow: boolean } {
  if (job.cancelled) return { body: answer(job, 'cancelled', 'Cancelled.'), failedNow: false };
  const poll = job.polls;
  job.polls += 1;
  const state = job.script ? undefined : stateAt(poll, queuedPolls);
  const running = job.script ? scriptedAnswer(job, job.script, poll) : state && answer(job, state);
  if (running) return { body: { task_id: job.id, ...running }, failedNow: false };
  job.ended = true;
  const failedNow = job.end === 'fail';
  const failure = fakeJobFailures[job.tool.name as FakeJobTool] ?? 'The engine could not produce a result.';
  return { body: failedNow ? answer(job, 'failed', failure) : answer(job, 'succeeded'), failedNow };
}

/** Cancels a job that has not ended, as the server does: its credits back once; an ended job is left as it is. */
export function cancelFakeJob(
  job: FakeJob,
  owner: { credits: number; credits_spent_this_month?: number },
): 'running' | 'succeeded' | 'failed' | 'cancelled' {
  if (job.cancelled) return 'cancelled';
  if (job.ended) return job.end === 'fail' ? 'failed' : 'succeeded';
  job.cancelled = true;
  job.ended = true;
  if (!job.refunded) {
    job.refunded = true;
    refundFakeAccount(owner, job.cost);
  }
  return 'cancelled';
}
