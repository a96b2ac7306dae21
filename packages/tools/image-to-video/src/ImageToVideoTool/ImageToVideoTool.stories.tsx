import { ApiError } from '@mediakit/api-client';
import {
  chooseFile,
  creditsBlockedStory,
  ctrlEnter,
  fileOfSize,
  fileOfType,
  finishingJobClient,
  insufficientCreditsFromServerMessage,
  jobStories,
  MB,
  pendingStory,
  pressButtonByKeyboard,
  refusedFileStory,
  resultSpies,
  tabTo,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { imageToVideoResumeKey } from '../useImageToVideo';
import { ImageToVideoTool } from './ImageToVideoTool';

const meta = { component: ImageToVideoTool, args: resultSpies() } satisfies Meta<typeof ImageToVideoTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameUrl = 'https://img.example/a.png';
const filled = { prompt: 'Waves rolling onto the beach', frameUrl };

/** Presses Generate by keyboard; the stories start with the form filled through `defaultValues`. */
const generateByKeyboard = (canvasElement: HTMLElement) => pressButtonByKeyboard(canvasElement, 'Generate video');

/** The filled form is sent and the tool shows the message: a job's status, its failure... */
const job = jobStories({ job: 'imageToVideo', act: generateByKeyboard, args: { defaultValues: filled } });
const { failureStory } = job;

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

export const FileNotAnImage: Story = refusedFileStory(
  fileOfType('notes.txt', 'text/plain'),
  'Only image files are allowed.',
);

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
export const Sending: Story = pendingStory(generateByKeyboard, { button: /Generating…/ }, { defaultValues: filled });

export const TaskCreated: Story = job.started('Task created. Checking its status every 5 seconds…');

export const StatusInProgress: Story = job.heldAt('IN_PROGRESS', 'Video is being processed…');
export const StatusPending: Story = job.heldAt('PENDING', 'Waiting in queue…');
export const StatusQueued: Story = job.heldAt('QUEUED', 'Task queued, will start soon…');
export const StatusProcessing: Story = job.heldAt('PROCESSING', 'Processing video…');
export const StatusRendering: Story = job.heldAt('RENDERING', 'Rendering frames…');

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

export const VideoLoadFailed: Story = job.videoLoadFailed();

export const GenerationFailed: Story = job.failed('Error generating video: The model could not animate this image.');

export const StatusCheckFailed: Story = job.statusChecksFail('Error checking video status');

export const MissingTaskId: Story = failureStory.rejecting(
  new ApiError('job-failed', 'Model busy'),
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
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  insufficientCreditsFromServerMessage,
);

export const Cancelled: Story = job.cancelled('QUEUED');

/** A job started before a reload: the tool picks it up, with its task id. */
export const Resumed: Story = job.resumed({
  status: 'RENDERING',
  message: 'Rendering frames…',
  resumeKey: imageToVideoResumeKey,
  start: async (client) => {
    const input = { prompt: filled.prompt, firstFrameUrl: frameUrl, duration: 5, resolution: '720p' };
    return { taskId: (await client.imageToVideo.start(input)).taskId };
  },
  showsTaskId: true,
});
