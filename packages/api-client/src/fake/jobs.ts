import { refundFakeAccount } from './seed';

export type FakeJobKind = 'video' | 'mystic' | 'edit' | 'studio' | 'upscale';

/** The tools whose calls are jobs, named as on MediakitClient. */
export type FakeJobTool = 'imageToVideo' | 'mystic' | 'imageEdit' | 'enhance' | 'style' | 'videoUpscale';

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
  kind: FakeJobKind;
  polls: number;
  /** Its tool's script, when the fake was given one; else the `queuedPolls` sequence. */
  script: FakeJobScript | undefined;
  end: FakeJobEnd;
  resultUrl: string;
  /** Refunded when the job fails or is cancelled, once. */
  cost: number;
  refunded: boolean;
  /** It has answered its end (done or failed): a cancel leaves it as it is. */
  ended: boolean;
  /** Cancelled by its owner (jobs.cancel): its polls answer failed from then on. */
  cancelled: boolean;
}

/** Each tool's own status words: queued for N polls, then one running answer, then the end. */
const vocabulary: Record<
  FakeJobKind,
  { queued: object; running: object; done: (url: string) => object; failed: object }
> = {
  video: {
    queued: { status: 'QUEUED', current_status: 'QUEUED' },
    running: { status: 'PROCESSING', current_status: 'RENDERING' },
    done: (url) => ({ status: 'completed', video_url: url }),
    failed: { status: 'failed', error: 'The model could not animate this image.' },
  },
  mystic: {
    queued: { status: 'QUEUED' },
    running: { status: 'AWAITING_ASSET' },
    done: (url) => ({ status: 'ok', saved_url: url }),
    failed: { status: 'failed' },
  },
  edit: {
    queued: { status: 'PENDING' },
    running: { status: 'IN_PROGRESS' },
    done: (url) => ({ status: 'COMPLETED', url }),
    failed: { status: 'FAILED' },
  },
  studio: {
    queued: { status: 'starting' },
    running: { status: 'IN_PROGRESS' },
    done: (url) => ({ status: 'COMPLETED', urls: [url] }),
    failed: { status: 'FAILED' },
  },
  upscale: {
    queued: { status: 'queued', progress: 0, done: false },
    running: { status: 'processing', progress: 50, done: false },
    done: (url) => ({ status: 'succeeded', progress: 100, done: true, file: { url } }),
    failed: { status: 'failed', done: false, error: 'Upscaling failed.' },
  },
};

/** The answer to poll number `poll` while the job still runs; undefined once it should end. */
function runningAnswer(job: FakeJob, poll: number, queuedPolls: number): object | undefined {
  const words = vocabulary[job.kind];
  if (!job.script) {
    if (poll < queuedPolls) return words.queued;
    return poll === queuedPolls ? words.running : undefined;
  }
  const { statuses = [], progress = [] } = job.script;
  const index = job.end === 'hold' ? Math.min(poll, statuses.length - 1) : poll;
  const status = statuses[index];
  if (status === undefined) return job.end === 'hold' ? words.queued : undefined;
  const percent = progress[index];
  return percent === undefined ? { status } : { status, progress: percent };
}

/** The status answer for the next poll of a job, advancing it. */
export function pollFakeJob(job: FakeJob, queuedPolls: number): { body: object; failedNow: boolean } {
  const words = vocabulary[job.kind];
  if (job.cancelled) return { body: { task_id: job.id, ...words.failed, error: 'Cancelled.' }, failedNow: false };
  const poll = job.polls;
  job.polls += 1;
  const running = runningAnswer(job, poll, queuedPolls);
  if (!running) job.ended = true;
  const failedNow = !running && job.end === 'fail';
  const body = running ?? (failedNow ? words.failed : words.done(job.resultUrl));
  return { body: { task_id: job.id, ...body }, failedNow };
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
