import { ApiError } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { saveResumableTask } from '@mediakit/tool-runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { videoUpscalerToolKey } from '../useVideoUpscaler';
import { VideoUpscalerTool } from './VideoUpscalerTool';

const meta = {
  title: 'Tools/Video upscaler',
  component: VideoUpscalerTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
  // A job left running by another story would otherwise resume here.
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof VideoUpscalerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const videoUrl = 'https://files.example/a.mp4';
const filled = { videoUrl };

async function tabTo(element: HTMLElement, limit = 30) {
  for (let step = 0; step < limit && document.activeElement !== element; step += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

async function upscaleByKeyboard(canvasElement: HTMLElement) {
  await tabTo(within(canvasElement).getByRole('button', { name: 'Upscale to 4K' }));
  await userEvent.keyboard('{Enter}');
}

/**
 * The fake client whose upscale jobs answer `status` with `progress` to every poll (polled every 100 ms) until the
 * story ends.
 */
function heldOn(status: string, progress: number) {
  return createFakeMediakitClient({
    pollIntervalMs: 100,
    jobScripts: { videoUpscale: { statuses: [status], progress: [progress], then: 'hold' } },
  });
}

export const Idle: Story = {};

export const MissingVideo: Story = {
  play: async ({ canvasElement }) => {
    await upscaleByKeyboard(canvasElement);
    // Under the field and in the live region.
    await expect(within(canvasElement).getAllByText('Upload a video or provide a valid video URL.')).toHaveLength(2);
  },
};

export const NotAVideoFile: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    await expect(within(canvasElement).getAllByText('Please select a video file.').length).toBeGreaterThan(0);
  },
};

export const BlockedByCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 0 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Insufficient credits. Need 1, you have 0.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  },
};

export const Queued: Story = {
  args: { client: heldOn('queued', 0), defaultValues: filled },
  play: async ({ canvasElement }) => {
    await upscaleByKeyboard(canvasElement);
    await expect(await within(canvasElement).findByText('Queued…')).toBeInTheDocument();
  },
};

export const ProcessingWithProgress: Story = {
  args: { client: heldOn('processing', 50), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upscaleByKeyboard(canvasElement);
    await expect(await canvas.findByText('Upscaling to 4K…')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  },
};

/** The main flow by keyboard alone: paste the URL, upscale, compare, play both. */
export const KeyboardFlowToSuccess: Story = {
  // The job ends at the first poll, without waiting the real 3 s.
  args: { client: createFakeMediakitClient({ pollIntervalMs: 0, jobScripts: { videoUpscale: {} } }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: /Video URL/ }));
    await userEvent.keyboard(videoUrl);
    await upscaleByKeyboard(canvasElement);
    await waitFor(() => expect(canvas.getByText('Your 4K video is ready.')).toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('group', { name: 'Before and after' })).toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: 'Play both' }));
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

export const StartFailed: Story = {
  args: {
    client: (() => {
      const client = createFakeMediakitClient();
      const start = () => Promise.reject(new ApiError('job-failed', 'Failed to start 4K upscaling.'));
      return { ...client, videoUpscale: { ...client.videoUpscale, start } };
    })(),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    await upscaleByKeyboard(canvasElement);
    await expect(await within(canvasElement).findByText('Failed to start 4K upscaling.')).toBeInTheDocument();
  },
};

export const PollingFailed: Story = {
  args: {
    // Every status check answers 500; the retries run without waiting.
    client: createFakeMediakitClient({ pollIntervalMs: 0, scenarios: { 'videoUpscale.status': 'server-error' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    await upscaleByKeyboard(canvasElement);
    await expect(await within(canvasElement).findByText('Polling failed.')).toBeInTheDocument();
  },
};

export const JobFailed: Story = {
  args: {
    client: createFakeMediakitClient({ pollIntervalMs: 0, jobScripts: { videoUpscale: { then: 'fail' } } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    await upscaleByKeyboard(canvasElement);
    await expect(await within(canvasElement).findByText('Upscaling failed.')).toBeInTheDocument();
  },
};

function startScenarioStory(scenario: 'unauthenticated' | 'invalid-input' | 'network-error', message: string): Story {
  return {
    args: {
      client: createFakeMediakitClient({ scenarios: { 'videoUpscale.start': scenario } }),
      defaultValues: filled,
    },
    play: async ({ canvasElement }) => {
      await upscaleByKeyboard(canvasElement);
      await expect(await within(canvasElement).findByText(message)).toBeInTheDocument();
    },
  };
}

export const Unauthenticated = startScenarioStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput = startScenarioStory('invalid-input', 'The prompt field is required.');
export const NetworkError = startScenarioStory('network-error', 'Network/CORS error: failed to reach the API.');

export const Cancelled: Story = {
  args: { client: heldOn('processing', 20), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upscaleByKeyboard(canvasElement);
    await tabTo(await canvas.findByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/The server may still finish it/)).toBeInTheDocument();
  },
};

/** The scripted fake also answers for a task it never started, like the one saved below. */
export const Resumed: Story = {
  args: { client: heldOn('processing', 70) },
  beforeEach: () => {
    const ticket = { taskId: 'upscale-task-7', statusUrl: '/jobs/upscale-task-7', tmpPath: '/tmp/upscale-task-7.mp4' };
    saveResumableTask(videoUpscalerToolKey, { taskId: ticket.taskId, startedAt: Date.now(), details: { ticket } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Upscaling to 4K…')).toBeInTheDocument();
    await expect(canvas.getByText('Picked up the job you started before reloading.')).toBeInTheDocument();
  },
};
