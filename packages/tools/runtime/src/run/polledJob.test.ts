import type { JobApi } from '@mediakit/api-client';
import { describe, expect, it, vi } from 'vitest';
import { polledJob } from './polledJob';

describe('polledJob', () => {
  it('starts with the API and polls and cancels the task id its start answered', async () => {
    const api: JobApi<{ prompt: string }, { taskId: string; extra: number }, string, { url: string }> = {
      start: vi.fn(async () => ({ taskId: 'task-7', extra: 1 })),
      status: vi.fn(),
      wait: vi.fn(async () => ({ url: 'https://cdn/x.png' })),
      cancel: vi.fn(async () => ({ state: 'cancelled' as const, credits: 10 })),
    };
    const job = polledJob('some-tool', api);
    const signal = new AbortController().signal;
    expect(job.resumeKey).toBe('some-tool');
    await expect(job.start({ prompt: 'fox' }, { signal })).resolves.toBe('task-7');
    expect(api.start).toHaveBeenCalledWith({ prompt: 'fox' }, { signal });
    await expect(job.wait('task-7', { signal, onUpdate: () => {} })).resolves.toEqual({ url: 'https://cdn/x.png' });
    await job.cancel?.('task-7', {});
    expect(api.cancel).toHaveBeenCalledWith('task-7', {});
  });
});
