import { refundFakeAccount } from '../seed';
import { jobListStates } from '../../jobs/jobList';
import { cancelFakeJob } from '../jobs';
import type { FakeBackendContext, FakeRequest, FakeRoute } from '../fakeBackendTypes';
import { fakeJobJson, jobHistoryOf, type FakeJobRecord } from '../jobHistory';
import { paginate } from '../paginate';

// console-c: the job lists (a user's own and everyone's), admin cancel and retry, and the admin dashboard.

const notFound = { status: 404, body: { message: 'Task not found.' } };

function filtered({ query }: FakeRequest, jobs: FakeJobRecord[]) {
  const state = query.get('state');
  const tool = query.get('tool');
  return jobs.filter((job) => (!state || job.state === state) && (!tool || job.tool === tool));
}

function invalidQuery({ query }: FakeRequest) {
  const state = query.get('state');
  if (state && !jobListStates.some((known) => known === state)) {
    return {
      status: 422,
      body: { details: 'The state must be one of queued, running, succeeded, failed, cancelled.' },
    };
  }
  return undefined;
}

/** Stops a job that has not ended; its credits go back to its owner once. */
function cancel(job: FakeJobRecord, { state }: FakeBackendContext) {
  if (job.state !== 'queued' && job.state !== 'running') return;
  job.state = 'cancelled';
  job.finished_at = new Date(Date.parse(job.created_at) + 90_000).toISOString();
  if (!job.refunded) {
    job.refunded = true;
    const owner = state.accounts.find((account) => account.id === job.ownerId);
    if (owner) refundFakeAccount(owner, job.cost);
  }
}

export const jobListRoutes: FakeRoute[] = [
  {
    operation: 'jobs.list',
    handle: (request, backend) =>
      invalidQuery(request) ?? {
        body: ((page) => ({ ...page, data: page.data.map((job) => fakeJobJson(job, false)) }))(
          paginate(
            filtered(request, jobHistoryOf(backend.state)).filter((job) => job.ownerId === request.account.id),
            request.query,
            20,
          ),
        ),
      },
  },
  {
    operation: 'jobs.cancel',
    handle: ({ params, account }, backend) => {
      // A tool's own job (started on this fake) first, then the seeded history the lists show.
      const toolJob = backend.state.jobs.get(params[0] ?? '');
      if (toolJob && toolJob.ownerId === account.id) {
        const state = cancelFakeJob(toolJob, account);
        return { body: { task_id: toolJob.id, state, credits: account.credits } };
      }
      const job = jobHistoryOf(backend.state).find((candidate) => candidate.id === params[0]);
      if (!job || job.ownerId !== account.id) return notFound;
      cancel(job, backend);
      return { body: { task_id: job.id, state: job.state, credits: account.credits } };
    },
  },
  {
    operation: 'admin.jobs.list',
    adminOnly: true,
    handle: (request, backend) =>
      invalidQuery(request) ?? {
        body: ((page) => ({ ...page, data: page.data.map((job) => fakeJobJson(job, true)) }))(
          paginate(filtered(request, jobHistoryOf(backend.state)), request.query, 20),
        ),
      },
  },
  {
    operation: 'admin.jobs.cancel',
    adminOnly: true,
    handle: ({ params }, backend) => {
      const job = jobHistoryOf(backend.state).find((candidate) => candidate.id === params[0]);
      if (!job) return notFound;
      cancel(job, backend);
      return { body: { data: fakeJobJson(job, true) } };
    },
  },
  {
    operation: 'admin.jobs.retry',
    adminOnly: true,
    handle: ({ params }, backend) => {
      const history = jobHistoryOf(backend.state);
      const job = history.find((candidate) => candidate.id === params[0]);
      if (!job) return notFound;
      if (job.state !== 'failed') return { status: 422, body: { details: 'Only a failed job can be retried.' } };
      const owner = backend.state.accounts.find((account) => account.id === job.ownerId);
      const refused = owner && backend.charge(owner, job.cost);
      if (refused) return refused;
      const retried: FakeJobRecord = {
        ...job,
        id: backend.newId('job'),
        state: 'queued',
        error: null,
        created_at: new Date().toISOString(),
        started_at: null,
        finished_at: null,
        refunded: false,
        outputs: [],
      };
      history.unshift(retried);
      return { status: 201, body: { data: fakeJobJson(retried, true), retried_from: job.id } };
    },
  },
  {
    operation: 'admin.dashboard',
    adminOnly: true,
    handle: (_request, { state }) => {
      const jobs = jobHistoryOf(state);
      const countOf = (jobState: string) => jobs.filter((job) => job.state === jobState).length;
      const byTool = new Map<string, number>();
      jobs.forEach((job) => byTool.set(job.tool, (byTool.get(job.tool) ?? 0) + 1));
      const ended = countOf('succeeded') + countOf('failed');
      return {
        body: {
          users: {
            total: state.users.length,
            active: state.users.filter((user) => user.status === 'Active').length,
            suspended: state.users.filter((user) => user.status === 'Suspended').length,
            admins: state.users.filter((user) => user.role === 'Admin').length,
            new_this_month: 3,
            signed_in_today: 5,
          },
          jobs: {
            queued: countOf('queued'),
            running: countOf('running'),
            succeeded_today: countOf('succeeded'),
            failed_today: countOf('failed'),
            this_month: jobs.length,
            success_rate_today: ended ? Math.round((countOf('succeeded') / ended) * 1000) / 10 : null,
          },
          tools_this_month: [...byTool].map(([tool, count]) => ({
            tool,
            label: jobs.find((job) => job.tool === tool)?.title.replace(/ #\d+$/, '') ?? tool,
            jobs: count,
          })),
          credits_spent: Array.from({ length: 12 }, (_, index) => ({
            period: `2025-${String(index + 1).padStart(2, '0')}`,
            credits: 400 + ((index * 137) % 500),
          })),
          revenue_this_month: [{ amount: 1900, currency: 'USD', formatted: '$1,900.00' }],
          storage_bytes: 18_300_000_000,
          storage_gb: 18.3,
          recent_signups: state.users.slice(0, 5).map((user) => ({
            id: user.id,
            name: user.name,
            email: user.email,
            created_at: user.created_at,
          })),
        },
      };
    },
  },
];
