import { jobToolLabels, type JobListState, type JobListTool } from '../jobs/jobList';
import type { FakeState } from './fakeBackendTypes';
import { libraryOf } from './library';
import type { FakeMediaRecord } from './seed';

/** A job of the console's job lists, as the server sends it, with the account it belongs to. */
export interface FakeJobRecord {
  id: string;
  /** The FakeAccount (or admin-table user) that started it. */
  ownerId: number | string;
  owner: { id: string; name: string; email: string };
  tool: JobListTool;
  state: JobListState;
  title: string;
  cost: number;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** Set once its credits went back (failed or cancelled). */
  refunded: boolean;
  outputs: FakeMediaRecord[];
}

const histories = new WeakMap<FakeState, FakeJobRecord[]>();

/** The words of the server's `status` for each state. */
export const fakeJobStatusWords: Record<JobListState, string> = {
  succeeded: 'Completed',
  running: 'Running',
  queued: 'Queued',
  failed: 'Failed',
  cancelled: 'Failed',
};

const projectTypes: Partial<Record<JobListTool, string>> = {
  avatar: 'Avatar',
  tts: 'Audio',
  imageToVideo: 'Video',
  productVideo: 'Video',
  videoUpscale: 'Video',
};

/** Gives the fake these job records instead of the default history (e.g. none, or hundreds). */
export function seedJobHistory(state: FakeState, records: FakeJobRecord[]): void {
  histories.set(state, records);
}

/**
 * Everyone's jobs, newest first: a default history of 48 jobs over every tool and state, shared between the demo user
 * (whose finished jobs have outputs from the media library) and the other accounts.
 */
export function jobHistoryOf(state: FakeState): FakeJobRecord[] {
  let history = histories.get(state);
  if (!history) {
    history = defaultJobHistory(state);
    histories.set(state, history);
  }
  return history;
}

const tools = Object.keys(jobToolLabels) as JobListTool[];
const statePattern: JobListState[] = [
  'succeeded',
  'succeeded',
  'running',
  'succeeded',
  'failed',
  'queued',
  'succeeded',
];

function defaultJobHistory(state: FakeState): FakeJobRecord[] {
  const owners = [
    ...state.accounts.map((account) => ({ ...account, ownerId: account.id, id: String(account.id) })),
    ...state.users.slice(0, 3).map((user) => ({ ownerId: user.id, ...user })),
  ];
  const media = state.accounts[0] ? libraryOf(state, state.accounts[0]).media : [];
  const start = Date.UTC(2025, 5, 30, 12);
  return Array.from({ length: 48 }, (_, index): FakeJobRecord => {
    const tool = tools[index % tools.length] ?? 'mystic';
    const owner = owners[index % 3 === 0 ? 0 : index % owners.length] ?? owners[0]!;
    const jobState: JobListState =
      index % 11 === 10 ? 'cancelled' : (statePattern[index % statePattern.length] ?? 'succeeded');
    const created = start - index * 3_600_000;
    const ended = jobState === 'succeeded' || jobState === 'failed' || jobState === 'cancelled';
    const kind = projectTypes[tool] === 'Video' ? 'video' : projectTypes[tool] === 'Audio' ? 'audio' : 'image';
    const output = jobState === 'succeeded' ? media.filter((item) => item.type === kind)[index % 20] : undefined;
    return {
      id: `job-${48 - index}`,
      ownerId: owner.ownerId,
      owner: { id: String(owner.id), name: owner.name ?? '', email: owner.email ?? '' },
      tool,
      state: jobState,
      title: `${jobToolLabels[tool]} #${48 - index}`,
      cost: 2 + (index % 5) * 2,
      error: jobState === 'failed' ? 'The engine could not read this input.' : null,
      created_at: new Date(created).toISOString(),
      started_at: jobState === 'queued' ? null : new Date(created + 5_000).toISOString(),
      finished_at: ended ? new Date(created + 60_000).toISOString() : null,
      refunded: jobState === 'failed' || jobState === 'cancelled',
      outputs: output ? [output] : [],
    };
  });
}

/** The record as the server's job JSON; `withOwner` for the admin's list. */
export function fakeJobJson(job: FakeJobRecord, withOwner: boolean) {
  return {
    id: job.id,
    tool: job.tool,
    tool_label: jobToolLabels[job.tool],
    type: projectTypes[job.tool] ?? 'Images',
    state: job.state,
    status: fakeJobStatusWords[job.state],
    title: job.title,
    cost: job.cost,
    engine: 'local',
    error: job.error,
    progress: job.state === 'succeeded' ? 100 : job.state === 'running' ? 40 : 0,
    attempts: job.state === 'queued' ? 0 : 1,
    created_at: job.created_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
    outputs: job.outputs,
    ...(withOwner && { owner: job.owner }),
  };
}
