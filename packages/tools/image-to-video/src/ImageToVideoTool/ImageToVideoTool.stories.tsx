import { ApiError } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  cancelByKeyboard,
  chooseFile,
  creditsBlockedStory,
  ctrlEnter,
  expectVideoFallback,
  failureStories,
  fileOfSize,
  fileOfType,
  finishingJobClient,
  heldJobClient,
  MB,
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
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { imageToVideoResumeKey } from '../useImageToVideo';
import { ImageToVideoTool } from './ImageToVideoTool';

const meta = {
  title: 'Tools/Image to video',
  component: ImageToVideoTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
  // A job left running by another story would otherwise resume here.
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof ImageToVideoTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameUrl = 'https://img.example/a.png';
const filled = { prompt: 'Waves rolling onto the beach', frameUrl };

/** Presses Generate by keyboard; the stories start with the form filled through `defaultValues`. */
const generateByKeyboard = (canvasElement: HTMLElement) => pressButtonByKeyboard(canvasElement, 'Generate video');

/** On its client, the filled form is sent and the tool shows the message: a job's status, its failure... */
const outcomeStory = outcomeStories({ act: generateByKeyboard, args: { defaultValues: filled } });

/** `imageToVideo.start` answers as the fake's scenario says. */
const failureStory = failureStories({
  operation: 'imageToVideo.start',
  act: generateByKeyboard,
  args: { defaultValues: filled },
});

/** The fake client whose video jobs answer `status` to every poll until the story ends. */
const heldOn = (status: string) => heldJobClient('imageToVideo', status);

export const Idle: Story = {};

export const MissingPromptAndFrame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await generateByKeyboard(canvasElement);
    await expect(canvas.getAllByText('Prompt is required').length).toBeGreaterThan(0);
    await expect(
      canvas.getByText('The model requires an image (upload a file or paste an image URL).'),
    ).toBeInTheDocument();
  },
};

export const InvalidImageUrl: Story = {
  args: { defaultValues: { prompt: 'Waves', frameUrl: 'not-a-url' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate video' }));
    const problems = canvas.getAllByText('Paste a full image URL that starts with http:// or https://.');
    // Under the field and in the live region.
    await expect(problems).toHaveLength(2);
  },
};

export const FileNotAnImage: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOfType('notes.txt', 'text/plain'), { applyAccept: false });
    await expect(within(canvasElement).getByText('Only image files are allowed.')).toBeInTheDocument();
  },
};

export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOfSize(5 * MB + 1, 'huge.png', 'image/png'));
    await expect(within(canvasElement).getByText('Max file size is 5 MB.')).toBeInTheDocument();
  },
};

export const BlockedByCredits: Story = creditsBlockedStory(3, 'Insufficient credits. Need 9, you have 3.', {
  args: { defaultValues: { prompt: 'Waves', frameUrl } },
});

/** The start request is still on its way. */
/** The start request is still on its way. */
export const Sending: Story = pendingStory(generateByKeyboard, { button: /Generating…/ }, { defaultValues: filled });

/** The job is created; its first status check is still to come. */
export const TaskCreated: Story = outcomeStory(
  createFakeMediakitClient({ pollIntervalMs: 600_000 }),
  'Task created. Checking its status every 5 seconds…',
);

const statusStory = (status: string, text: string): Story => outcomeStory(heldOn(status), text);

export const StatusInProgress = statusStory('IN_PROGRESS', 'Video is being processed…');
export const StatusPending = statusStory('PENDING', 'Waiting in queue…');
export const StatusQueued = statusStory('QUEUED', 'Task queued, will start soon…');
export const StatusProcessing = statusStory('PROCESSING', 'Processing video…');
export const StatusRendering = statusStory('RENDERING', 'Rendering frames…');

/** The main flow by keyboard alone: type the prompt and the image URL, generate with Ctrl+Enter. */
export const KeyboardFlowToSuccess: Story = {
  args: { client: finishingJobClient('imageToVideo') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: /Image URL/ }));
    await userEvent.keyboard(frameUrl);
    await tabTo(canvas.getByRole('textbox', { name: /Prompt/ }));
    await userEvent.keyboard('Waves');
    await userEvent.keyboard(ctrlEnter);
    await waitFor(() => expect(canvas.getByText('Your video is ready.')).toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(canvas.getByText(/^video-task-/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy task ID' })).toBeInTheDocument();
    // The player's src may carry a cache-busting retry parameter; the link does not. The fake's video is a real clip.
    const { url } = (args.onResult as ReturnType<typeof fn>).mock.calls[0]?.[0] as { url: string };
    await expect(url).toMatch(/^blob:/);
    await expect(canvas.getByRole('link', { name: 'Download link' })).toHaveAttribute('href', url);
  },
};

/** A custom size preset, chosen by keyboard, goes with the request as `customSize` (576x1024 for Portrait). */
export const CustomSize: Story = {
  args: { client: finishingJobClient('imageToVideo'), defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    if (!args.client) throw new Error('No client');
    const start = spyOn(args.client.imageToVideo, 'start');
    const select = canvas.getByRole('combobox', { name: 'Custom size' });
    await tabTo(select);
    // A native <select>: the keys that change it belong to the browser, so the story picks the option.
    await userEvent.selectOptions(select, 'Portrait (576x1024)');
    await expect(select).toHaveDisplayValue('Portrait (576x1024)');
    await generateByKeyboard(canvasElement);
    await waitFor(() => expect(canvas.getByText('Your video is ready.')).toBeInTheDocument());
    await expect(start).toHaveBeenCalledOnce();
    await expect(start.mock.calls[0]?.[0]).toMatchObject({ customSize: { width: 576, height: 1024 } });
    await expect(args.onResult).toHaveBeenCalledWith(
      expect.objectContaining({ sizePreset: expect.objectContaining({ id: 'portrait', width: 576, height: 1024 }) }),
    );
  },
};

/** The fake's video cannot load: the player's retries end on its fallback. */
export const VideoLoadFailed: Story = outcomeStory(
  finishingJobClient('imageToVideo', 'succeed', { mediaUrl: unreachableMediaUrl }),
  'Could not load the video.',
  { check: expectVideoFallback },
);

export const GenerationFailed: Story = outcomeStory(
  finishingJobClient('imageToVideo', 'fail'),
  'Error generating video: The model could not animate this image.',
);

/** Every status check answers 500; the eight retries run without waiting. */
export const StatusCheckFailed: Story = outcomeStory(
  scenarioClient('imageToVideo.status', 'server-error', { pollIntervalMs: 0 }),
  'Error checking video status',
);

export const MissingTaskId: Story = failureStory.withClient(
  rejectingCall('imageToVideo', 'start', new ApiError('job-failed', 'Model busy')),
  'Error generating video: Model busy',
);

export const Unauthenticated: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory(
  'invalid-input',
  'Error generating video: The prompt field is required.',
);
export const ServerError: Story = failureStory(
  'server-error',
  'Error generating video: The model is overloaded. Try again in a minute.',
);
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
/**
 * The server's 402 (the fake's balance is 432, the call needs one more). The tool's own wording ('Insufficient
 * credits…') is for its check before sending; on a 402 it shows the client's 'Not enough credits…' with the numbers.
 */
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  'Not enough credits. Need 433, you have 432.',
);

export const Cancelled: Story = outcomeStory(heldOn('QUEUED'), refundedMessage, { check: cancelByKeyboard });

const resumedClient = heldOn('RENDERING');
let resumedTaskId = '';

/** A job started before a reload (on the story's fake, which answers only for tasks it started). */
export const Resumed: Story = {
  args: { client: resumedClient },
  beforeEach: async () => {
    const input = { prompt: filled.prompt, firstFrameUrl: frameUrl, duration: 5, resolution: '720p' };
    ({ taskId: resumedTaskId } = await resumedClient.imageToVideo.start(input));
    saveStartedJob(imageToVideoResumeKey, resumedTaskId);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Rendering frames…')).toBeInTheDocument();
    await expect(canvas.getByText(resumedMessage)).toBeInTheDocument();
    await expect(canvas.getByText(resumedTaskId)).toBeInTheDocument();
  },
};
