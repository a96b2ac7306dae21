export type FakeJobKind = 'video' | 'mystic' | 'edit' | 'studio' | 'upscale';

export interface FakeJob {
  id: string;
  kind: FakeJobKind;
  polls: number;
  fails: boolean;
  resultUrl: string;
  /** Refunded when the job fails. */
  cost: number;
  refunded: boolean;
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

/** The status answer for the next poll of a job, advancing it. */
export function pollFakeJob(job: FakeJob, queuedPolls: number): { body: object; failedNow: boolean } {
  const words = vocabulary[job.kind];
  const poll = job.polls;
  job.polls += 1;
  if (poll < queuedPolls) return { body: { task_id: job.id, ...words.queued }, failedNow: false };
  if (poll === queuedPolls) return { body: { task_id: job.id, ...words.running }, failedNow: false };
  if (job.fails) return { body: { task_id: job.id, ...words.failed }, failedNow: true };
  return { body: { task_id: job.id, ...words.done(job.resultUrl) }, failedNow: false };
}
