import { ApiError } from '@mediakit/api-client';
import {
  creditsBlockedStory,
  fieldProblemStory,
  fileOfType,
  finishingJobClient,
  heldJobClient,
  insufficientCreditsFromServerMessage,
  jobStories,
  pendingStory,
  pressButtonByKeyboard,
  refusedFileStory,
  resultSpies,
  tabTo,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { videoUpscalerResumeKey } from '../useVideoUpscaler';
import { VideoUpscalerTool } from './VideoUpscalerTool';

const meta = { component: VideoUpscalerTool, args: resultSpies() } satisfies Meta<typeof VideoUpscalerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const videoUrl = 'https://files.example/a.mp4';
const filled = { videoUrl };

const upscaleByKeyboard = (canvasElement: HTMLElement) => pressButtonByKeyboard(canvasElement, 'Upscale to 4K');

/** The filled form is sent and the tool shows the message: a job's status, its failure... */
const job = jobStories({ job: 'videoUpscale', act: upscaleByKeyboard, args: { defaultValues: filled } });
const { failureStory } = job;

export const Idle: Story = {};

export const MissingVideo: Story = fieldProblemStory(upscaleByKeyboard, 'Upload a video or provide a valid video URL.');

export const InvalidVideoUrl: Story = {
  args: { defaultValues: { videoUrl: 'not-a-url' } },
  play: async ({ canvasElement }) => {
    await upscaleByKeyboard(canvasElement);
    await expect(
      within(canvasElement).getAllByText('Upload a video or provide a valid video URL.').length,
    ).toBeGreaterThan(0);
  },
};

export const NotAVideoFile: Story = refusedFileStory(fileOfType('a.png', 'image/png'), 'Please select a video file.');

export const BlockedByCredits: Story = creditsBlockedStory(0, 'Insufficient credits. Need 1, you have 0.', {
  args: { defaultValues: filled },
});

/** The start request (the upload) is still on its way. */
export const Uploading: Story = pendingStory(upscaleByKeyboard, { button: /Upscaling…/ }, { defaultValues: filled });

/** The upload is received; the first progress check is still to come. */
export const UploadReceived: Story = job.started('Upload received. Checking progress every 3 seconds…');

export const Queued: Story = job.heldAt('queued', 'Queued…', 0);

export const ProcessingWithProgress: Story = {
  args: { client: heldJobClient('videoUpscale', 'processing', { progress: 50 }), defaultValues: filled },
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
  args: { client: finishingJobClient('videoUpscale') },
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

export const VideoLoadFailed: Story = job.videoLoadFailed();

export const StartFailed: Story = failureStory.rejecting(
  new ApiError('job-failed', 'Failed to start 4K upscaling.'),
  'Failed to start 4K upscaling.',
);

export const PollingFailed: Story = job.statusChecksFail('Polling failed.');

export const JobFailed: Story = job.failed('Upscaling failed.');

export const Unauthenticated: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  insufficientCreditsFromServerMessage,
);

export const Cancelled: Story = job.cancelled('processing', 20);

/** A job started before a reload: the tool picks it up from the ticket it kept (its status URL and tmp path). */
export const Resumed: Story = job.resumed({
  status: 'processing',
  progress: 70,
  message: 'Upscaling to 4K…',
  resumeKey: videoUpscalerResumeKey,
  start: async (client) => {
    const ticket = await client.videoUpscale.start(filled);
    return { taskId: ticket.taskId, task: ticket };
  },
});
