import { describe, expect, it } from 'vitest';
import type { MediaRow } from '../media/library';
import type { Services } from '../services';
import type { JobRow } from './jobs';
import { statusAnswer } from './statusAnswers';

// Each polled tool answers in its own words, as the spec's client reads them (document 001, sections 4 and 7).
const services = { config: { secret: 'test-secret-test-secret-test-secret!' } } as Services;
const output = { id: 'm_1', fileName: 'result.png' } as MediaRow;

function job(tool: string, state: JobRow['state'], extra: Partial<JobRow> = {}): JobRow {
  return {
    id: 'task_1',
    userId: 'u_1',
    tool,
    state,
    progress: null,
    input: {},
    output: null,
    error: state === 'failed' ? 'The engine could not produce a result.' : state === 'cancelled' ? 'Cancelled.' : null,
    cost: 1,
    engine: 'local',
    attempts: 0,
    idempotencyKey: null,
    createdAt: new Date(),
    startedAt: null,
    finishedAt: null,
    ...extra,
  };
}

/** The status word of each moment of a job's life, for one tool. */
function words(tool: string) {
  const answer = (row: JobRow) =>
    statusAnswer(services, 'http://api.test', row, row.state === 'succeeded' ? [output] : []) as Record<
      string,
      unknown
    >;
  return {
    queued: answer(job(tool, 'queued')),
    retried: answer(job(tool, 'queued', { attempts: 1 })),
    started: answer(job(tool, 'running', { progress: 0 })),
    early: answer(job(tool, 'running', { progress: 0.3 })),
    late: answer(job(tool, 'running', { progress: 0.95 })),
    succeeded: answer(job(tool, 'succeeded', { progress: 1 })),
    failed: answer(job(tool, 'failed')),
    cancelled: answer(job(tool, 'cancelled')),
  };
}

describe('status answers in each tool’s own vocabulary', () => {
  it('image to video: QUEUED, PENDING, IN_PROGRESS, PROCESSING, RENDERING, then completed with video_url', () => {
    const video = words('imageToVideo');
    expect(video.queued).toMatchObject({ status: 'QUEUED', current_status: 'QUEUED', task_id: 'task_1' });
    expect(video.retried.status).toBe('PENDING');
    expect(video.started.status).toBe('IN_PROGRESS');
    expect(video.early.status).toBe('PROCESSING');
    expect(video.late.status).toBe('RENDERING');
    expect(video.succeeded).toMatchObject({ status: 'completed', engine: 'local' });
    expect(video.succeeded.video_url).toMatch(/^http:\/\/api\.test\/media\/m_1\/result\.png\?expires=\d+&signature=/);
    expect(video.failed).toMatchObject({ status: 'failed', error: 'The engine could not produce a result.' });
    expect(video.cancelled.status).toBe('failed');
  });

  it('mystic: QUEUED, IN_PROGRESS, AWAITING_ASSET near the end, then ok with saved_url', () => {
    const mystic = words('mystic');
    expect([mystic.queued.status, mystic.started.status, mystic.early.status, mystic.late.status]).toEqual([
      'QUEUED',
      'IN_PROGRESS',
      'IN_PROGRESS',
      'AWAITING_ASSET',
    ]);
    expect(mystic.succeeded.status).toBe('ok');
    expect(mystic.succeeded.saved_url).toMatch(/\/media\/m_1\//);
    expect(mystic.failed.status).toBe('failed');
  });

  it('edit: PENDING, IN_PROGRESS, then COMPLETED with url, or FAILED', () => {
    const edit = words('imageEdit');
    expect([edit.queued.status, edit.started.status]).toEqual(['PENDING', 'IN_PROGRESS']);
    expect(edit.succeeded.status).toBe('COMPLETED');
    expect(edit.succeeded.url).toMatch(/\/media\/m_1\//);
    expect(edit.failed.status).toBe('FAILED');
  });

  it('enhance and style: PENDING, IN_PROGRESS, then COMPLETED with urls, or FAILED', () => {
    for (const tool of ['enhance', 'style']) {
      const studio = words(tool);
      expect([studio.queued.status, studio.started.status]).toEqual(['PENDING', 'IN_PROGRESS']);
      expect(studio.succeeded.status).toBe('COMPLETED');
      expect(studio.succeeded.urls).toEqual([expect.stringMatching(/\/media\/m_1\//)]);
      expect(studio.failed.status).toBe('FAILED');
    }
  });

  it('4K upscale: queued and processing with progress and done: false, then succeeded, done, file.url', () => {
    const upscale = words('videoUpscale');
    expect(upscale.queued).toMatchObject({ status: 'queued', progress: 0, done: false });
    expect(upscale.early).toMatchObject({ status: 'processing', progress: 30, done: false });
    expect(upscale.succeeded).toMatchObject({ status: 'succeeded', progress: 100, done: true });
    expect((upscale.succeeded.file as { url: string }).url).toMatch(/\/media\/m_1\//);
    expect(upscale.failed).toMatchObject({ status: 'failed', done: false });
  });
});
