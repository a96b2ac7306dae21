import { ApiError } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  cancelByKeyboard,
  chooseFile,
  creditsBlockedStory,
  expectVideoFallback,
  failureStories,
  fileOfType,
  finishingJobClient,
  heldJobClient,
  outcomeStories,
  pendingStory,
  pressButtonByKeyboard,
  refundedMessage,
  rejectingCall,
  resumedMessage,
  saveStartedJob,
  scenarioClient,
  tabTo,
  unreachableMediaUrl,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { videoUpscalerResumeKey } from '../useVideoUpscaler';
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

const upscaleByKeyboard = (canvasElement: HTMLElement) => pressButtonByKeyboard(canvasElement, 'Upscale to 4K');

/** On its client, the filled form is sent and the tool shows the message: a job's status, its failure... */
const outcomeStory = outcomeStories({ act: upscaleByKeyboard, args: { defaultValues: filled } });

/** `videoUpscale.start` answers as the fake's scenario says. */
const failureStory = failureStories({
  operation: 'videoUpscale.start',
  act: upscaleByKeyboard,
  args: { defaultValues: filled },
});

/** The fake client whose upscale jobs answer `status` with `progress` to every poll until the story ends. */
const heldOn = (status: string, progress: number) => heldJobClient('videoUpscale', status, { progress });

export const Idle: Story = {};

export const MissingVideo: Story = {
  play: async ({ canvasElement }) => {
    await upscaleByKeyboard(canvasElement);
    // Under the field and in the live region.
    await expect(within(canvasElement).getAllByText('Upload a video or provide a valid video URL.')).toHaveLength(2);
  },
};

export const InvalidVideoUrl: Story = {
  args: { defaultValues: { videoUrl: 'not-a-url' } },
  play: async ({ canvasElement }) => {
    await upscaleByKeyboard(canvasElement);
    await expect(
      within(canvasElement).getAllByText('Upload a video or provide a valid video URL.').length,
    ).toBeGreaterThan(0);
  },
};

export const NotAVideoFile: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOfType('a.png', 'image/png'), { applyAccept: false });
    await expect(within(canvasElement).getAllByText('Please select a video file.').length).toBeGreaterThan(0);
  },
};

export const BlockedByCredits: Story = creditsBlockedStory(0, 'Insufficient credits. Need 1, you have 0.', {
  args: { defaultValues: filled },
});

/** The start request (the upload) is still on its way. */
/** The start request (the upload) is still on its way. */
export const Uploading: Story = pendingStory(upscaleByKeyboard, { button: /Upscaling…/ }, { defaultValues: filled });

/** The upload is received; the first progress check is still to come. */
export const UploadReceived: Story = outcomeStory(
  createFakeMediakitClient({ pollIntervalMs: 600_000 }),
  'Upload received. Checking progress every 3 seconds…',
);

export const Queued: Story = outcomeStory(heldOn('queued', 0), 'Queued…');

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

/** The fake's video cannot load: the players' retries end on their fallback. */
export const VideoLoadFailed: Story = outcomeStory(
  finishingJobClient('videoUpscale', 'succeed', { mediaUrl: unreachableMediaUrl }),
  'Could not load the video.',
  { check: expectVideoFallback },
);

export const StartFailed: Story = failureStory.withClient(
  rejectingCall('videoUpscale', 'start', new ApiError('job-failed', 'Failed to start 4K upscaling.')),
  'Failed to start 4K upscaling.',
);

/** Every status check answers 500; the retries run without waiting. */
export const PollingFailed: Story = outcomeStory(
  scenarioClient('videoUpscale.status', 'server-error', { pollIntervalMs: 0 }),
  'Polling failed.',
);

export const JobFailed: Story = outcomeStory(finishingJobClient('videoUpscale', 'fail'), 'Upscaling failed.');

export const Unauthenticated: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
/**
 * The server's 402 (the fake's balance is 432, the call needs one more). The tool's own wording ('Insufficient
 * credits…') is for its check before sending; on a 402 it shows the client's 'Not enough credits…' with the numbers.
 */
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  'Not enough credits. Need 433, you have 432.',
);

export const Cancelled: Story = outcomeStory(heldOn('processing', 20), refundedMessage, { check: cancelByKeyboard });

const resumedClient = heldOn('processing', 70);

/** A job started before a reload (on the story's fake, which answers only for tasks it started). */
export const Resumed: Story = {
  args: { client: resumedClient },
  beforeEach: async () => {
    const ticket = await resumedClient.videoUpscale.start(filled);
    saveStartedJob(videoUpscalerResumeKey, ticket.taskId, ticket);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Upscaling to 4K…')).toBeInTheDocument();
    await expect(canvas.getByText(resumedMessage)).toBeInTheDocument();
  },
};
