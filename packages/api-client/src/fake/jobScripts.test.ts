import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobState } from '../polling/types';
import { createFakeMediakitClient, type FakeMediakitClient } from './createFakeMediakitClient';
import type { FakeJobTool } from './jobs';

afterEach(() => {
  vi.useRealTimers();
});

const frame = new Blob(['png'], { type: 'image/png' });
const videoInput = { prompt: 'Waves', duration: 5, resolution: '720p', firstFrame: frame } as const;

function settled<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error: unknown) => Object.assign(outcome, { error, settled: true }),
  );
  return outcome;
}

interface Seen {
  status: JobState<unknown>['status'];
  rawStatus: string | undefined;
  message?: string;
  progress?: number;
}

/** What `onUpdate` heard, reduced to the fields a screen shows. */
function updates() {
  const seen: Seen[] = [];
  const onUpdate = (state: JobState<unknown>) => {
    const { status, rawStatus } = state;
    if (state.status === 'running') seen.push({ status, rawStatus, progress: state.progress });
    else if (state.status === 'failed') seen.push({ status, rawStatus, message: state.message });
    else seen.push({ status, rawStatus });
  };
  return { seen, onUpdate };
}

const jobTools: FakeJobTool[] = ['imageToVideo', 'mystic', 'imageEdit', 'enhance', 'style', 'videoUpscale'];

/** Starts one job of `tool`; the answer polls its status once. */
async function startJob(client: FakeMediakitClient, tool: FakeJobTool): Promise<() => Promise<JobState<unknown>>> {
  switch (tool) {
    case 'imageToVideo': {
      const { taskId } = await client.imageToVideo.start(videoInput);
      return () => client.imageToVideo.status(taskId);
    }
    case 'mystic': {
      const { taskId } = await client.mystic.start({ prompt: 'Fox', size: 'square_1_1', resolution: '2k' });
      return () => client.mystic.status(taskId);
    }
    case 'imageEdit': {
      const { taskId } = await client.imageEdit.start({ prompt: 'Blue', imageUrl: 'https://img.test/a.png' });
      return () => client.imageEdit.status(taskId);
    }
    case 'enhance': {
      const { taskId } = await client.enhance.start({ image: frame });
      return () => client.enhance.status(taskId);
    }
    case 'style': {
      const { taskId } = await client.style.start({ image: frame, refImage: frame });
      return () => client.style.status(taskId);
    }
    case 'videoUpscale': {
      const ticket = await client.videoUpscale.start({ videoUrl: 'https://files.test/a.mp4' });
      return () => client.videoUpscale.status(ticket);
    }
  }
}

describe('createFakeMediakitClient jobScripts', () => {
  it('answers the scripted statuses one per poll on the tool’s schedule, then succeeds', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient({
      jobScripts: { imageToVideo: { statuses: ['PENDING', 'QUEUED', 'WARMING_UP', 'RENDERING'] } },
    });
    const { taskId } = await client.imageToVideo.start(videoInput);
    const { seen, onUpdate } = updates();
    const outcome = settled(client.imageToVideo.wait(taskId, { onUpdate }));
    await vi.advanceTimersByTimeAsync(5000 * 4);
    expect(seen).toEqual([
      { status: 'running', rawStatus: 'PENDING', progress: undefined },
      { status: 'running', rawStatus: 'QUEUED', progress: undefined },
      { status: 'running', rawStatus: 'WARMING_UP', progress: undefined },
      { status: 'running', rawStatus: 'RENDERING', progress: undefined },
    ]);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen.at(-1)).toEqual({ status: 'succeeded', rawStatus: 'completed' });
    expect(outcome.value).toEqual({
      videoUrl: expect.stringMatching(/^https:\/\/.+\/fake-media\/video\//),
      poster: expect.stringMatching(/^https:\/\/.+-poster/),
    });
  });

  it('sends the progress of each scripted status', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient({
      jobScripts: { videoUpscale: { statuses: ['queued', 'processing', 'processing'], progress: [0, 40, 80] } },
    });
    const ticket = await client.videoUpscale.start({ videoUrl: 'https://files.test/a.mp4' });
    const { seen, onUpdate } = updates();
    const outcome = settled(client.videoUpscale.wait(ticket, { onUpdate }));
    await vi.advanceTimersByTimeAsync(3000 * 4);
    expect(seen.map((state) => [state.rawStatus, state.progress])).toEqual([
      ['queued', 0],
      ['processing', 40],
      ['processing', 80],
      ['succeeded', undefined],
    ]);
    expect(outcome.value).toEqual({
      url: expect.stringMatching(/^https:\/\//),
      poster: expect.stringMatching(/^https:\/\/.+-poster/),
    });
  });

  it('hold keeps answering the last status and never ends until the wait is aborted', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient({
      jobScripts: { videoUpscale: { statuses: ['queued', 'processing'], progress: [0, 70], then: 'hold' } },
    });
    const ticket = await client.videoUpscale.start({ videoUrl: 'https://files.test/a.mp4' });
    const controller = new AbortController();
    const { seen, onUpdate } = updates();
    const outcome = settled(client.videoUpscale.wait(ticket, { signal: controller.signal, onUpdate }));
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(outcome.settled).toBe(false);
    expect(seen).toHaveLength(300);
    expect(seen.slice(1).every((state) => state.rawStatus === 'processing' && state.progress === 70)).toBe(true);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).toMatchObject({ kind: 'aborted' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hold without statuses stays on the tool’s queued answer', async () => {
    const client = createFakeMediakitClient({ jobScripts: { imageEdit: { then: 'hold' } } });
    const poll = await startJob(client, 'imageEdit');
    for (let count = 0; count < 3; count += 1) {
      expect(await poll()).toMatchObject({ status: 'running', rawStatus: 'PENDING' });
    }
  });

  it('fail ends the job as the tool’s failure after the statuses, and refunds it', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient({
      credits: 50,
      jobScripts: { imageToVideo: { statuses: ['QUEUED', 'RENDERING'], then: 'fail' } },
    });
    const { taskId } = await client.imageToVideo.start(videoInput);
    expect(client.fake.state.user.credits).toBeLessThan(50);
    const { seen, onUpdate } = updates();
    const outcome = settled(client.imageToVideo.wait(taskId, { onUpdate }));
    await vi.advanceTimersByTimeAsync(5000 * 3);
    expect(seen.map((state) => state.rawStatus)).toEqual(['QUEUED', 'RENDERING', 'failed']);
    expect(outcome.error).toMatchObject({
      kind: 'job-failed',
      message: 'The model could not animate this image.',
    });
    expect(client.fake.state.user.credits).toBe(50);
  });

  it('ends failed under the job-fails scenario unless the script says otherwise', async () => {
    const failing = createFakeMediakitClient({
      scenarios: { 'mystic.start': 'job-fails' },
      jobScripts: { mystic: { statuses: ['QUEUED'] } },
    });
    const pollFailing = await startJob(failing, 'mystic');
    expect(await pollFailing()).toMatchObject({ rawStatus: 'QUEUED' });
    expect(await pollFailing()).toMatchObject({ status: 'failed', message: 'Generation failed.' });

    const succeeding = createFakeMediakitClient({
      scenarios: { 'mystic.start': 'job-fails' },
      jobScripts: { mystic: { statuses: ['QUEUED'], then: 'succeed' } },
    });
    const pollSucceeding = await startJob(succeeding, 'mystic');
    expect(await pollSucceeding()).toMatchObject({ rawStatus: 'QUEUED' });
    expect(await pollSucceeding()).toMatchObject({ status: 'succeeded' });
  });

  it.each(jobTools)('scripts %s alone: the other tools keep the queuedPolls sequence', async (tool) => {
    const client = createFakeMediakitClient({ jobScripts: { [tool]: { statuses: ['SCRIPTED'] } } });
    for (const other of jobTools) {
      const poll = await startJob(client, other);
      const first = await poll();
      if (other === tool) {
        expect(first.rawStatus).toBe('SCRIPTED');
        expect((await poll()).status).toBe('succeeded');
      } else {
        expect(first.rawStatus).not.toBe('SCRIPTED');
      }
    }
  });

  it('answers 404 for a task id it never started, scripted or not (a story resumes a job it started)', async () => {
    const scripted = createFakeMediakitClient({
      jobScripts: { imageToVideo: { statuses: ['RENDERING'], then: 'hold' } },
    });
    await expect(scripted.imageToVideo.status('video-task-41')).rejects.toMatchObject({ kind: 'http', status: 404 });
    const { taskId } = await scripted.imageToVideo.start(videoInput);
    expect(await scripted.imageToVideo.status(taskId)).toMatchObject({ status: 'running', rawStatus: 'RENDERING' });
  });
});

describe('createFakeMediakitClient pollIntervalMs', () => {
  it('0 ends a job without waiting for the tool’s schedule', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient({ pollIntervalMs: 0, jobScripts: { imageToVideo: {} } });
    const { taskId } = await client.imageToVideo.start(videoInput);
    const outcome = settled(client.imageToVideo.wait(taskId));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.value).toEqual({
      videoUrl: expect.stringMatching(/^https:\/\//),
      poster: expect.stringMatching(/^https:\/\/.+-poster/),
    });
  });

  it('replaces the schedule, and the back-off between failed polls, of every job tool', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient({
      pollIntervalMs: 100,
      scenarios: { 'imageToVideo.status': 'server-error' },
    });
    const { taskId } = await client.imageToVideo.start(videoInput);
    const statusCalls = () => client.fake.requests.filter((request) => request.operation === 'imageToVideo.status');
    const outcome = settled(client.imageToVideo.wait(taskId));
    await vi.advanceTimersByTimeAsync(99);
    expect(statusCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(statusCalls()).toHaveLength(1);
    // Eight retries, 100 ms apart, instead of 2.6 s to 6.8 s.
    await vi.advanceTimersByTimeAsync(800);
    expect(statusCalls()).toHaveLength(9);
    expect(outcome.error).toMatchObject({ kind: 'http', message: 'Error checking video status' });
  });
});

describe('createFakeMediakitClient customSize', () => {
  it('accepts a custom size on image to video at the usual cost', async () => {
    const client = createFakeMediakitClient({ credits: 100 });
    const plain = await client.imageToVideo.start(videoInput);
    const sized = await client.imageToVideo.start({ ...videoInput, customSize: { width: 576, height: 1024 } });
    expect(sized.taskId).not.toBe(plain.taskId);
    expect(100 - (sized.credits ?? 0)).toBe(2 * (100 - (plain.credits ?? 0)));
  });
});
