import { ApiError } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { saveResumableTask } from '@mediakit/tool-runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { imageToVideoToolKey } from '../useImageToVideo';
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

async function tabTo(element: HTMLElement, limit = 30) {
  for (let step = 0; step < limit && document.activeElement !== element; step += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** Presses Generate by keyboard; the stories start with the form filled through `defaultValues`. */
async function generateByKeyboard(canvasElement: HTMLElement) {
  await tabTo(within(canvasElement).getByRole('button', { name: 'Generate video' }));
  await userEvent.keyboard('{Enter}');
}

export const Idle: Story = {};

export const MissingPromptAndFrame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Generate video' }));
    await userEvent.keyboard('{Enter}');
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
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect(within(canvasElement).getByText('Only image files are allowed.')).toBeInTheDocument();
  },
};

export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(within(canvasElement).getByText('Max file size is 5 MB.')).toBeInTheDocument();
  },
};

export const BlockedByCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 3 }), defaultValues: { prompt: 'Waves', frameUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Insufficient credits. Need 9, you have 3.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  },
};

/**
 * The fake client whose video jobs answer `status` to every poll (polled every 100 ms) until the story ends, so a
 * story can hold any of the spec's status texts.
 */
function heldOn(status: string) {
  return createFakeMediakitClient({
    pollIntervalMs: 100,
    jobScripts: { imageToVideo: { statuses: [status], then: 'hold' } },
  });
}

/** The fake client whose video jobs end at the first poll, without waiting the real 5 s. */
const finishing = () => createFakeMediakitClient({ pollIntervalMs: 0, jobScripts: { imageToVideo: {} } });

function statusStory(status: string, text: string): Story {
  return {
    args: { client: heldOn(status), defaultValues: filled },
    play: async ({ canvasElement }) => {
      await generateByKeyboard(canvasElement);
      await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
    },
  };
}

export const StatusInProgress = statusStory('IN_PROGRESS', 'Video is being processed…');
export const StatusPending = statusStory('PENDING', 'Waiting in queue…');
export const StatusQueued = statusStory('QUEUED', 'Task queued, will start soon…');
export const StatusProcessing = statusStory('PROCESSING', 'Processing video…');
export const StatusRendering = statusStory('RENDERING', 'Rendering frames…');

/** The main flow by keyboard alone: type the prompt and the image URL, generate with Ctrl+Enter. */
export const KeyboardFlowToSuccess: Story = {
  args: { client: finishing() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: /Image URL/ }));
    await userEvent.keyboard(frameUrl);
    await tabTo(canvas.getByRole('textbox', { name: /Prompt/ }));
    await userEvent.keyboard('Waves');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(canvas.getByText('Your video is ready.')).toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(canvas.getByText(/^video-task-/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy task ID' })).toBeInTheDocument();
    // The player's src may carry a cache-busting retry parameter (the fake's URL does not load); the link does not.
    const { url } = (args.onResult as ReturnType<typeof fn>).mock.calls[0]?.[0] as { url: string };
    await expect(url).toContain('/fake-media/video/');
    await expect(canvas.getByRole('link', { name: 'Download link' })).toHaveAttribute('href', url);
  },
};

/** A custom size preset, chosen by keyboard, goes with the request as `customSize` (576x1024 for Portrait). */
export const CustomSize: Story = {
  args: { client: finishing(), defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    if (!args.client) throw new Error('No client');
    const start = spyOn(args.client.imageToVideo, 'start');
    const trigger = canvas.getByRole('button', { name: /Custom size/ });
    await tabTo(trigger);
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('Portrait');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Portrait (576x1024)');
    await generateByKeyboard(canvasElement);
    await waitFor(() => expect(canvas.getByText('Your video is ready.')).toBeInTheDocument());
    await expect(start).toHaveBeenCalledOnce();
    await expect(start.mock.calls[0]?.[0]).toMatchObject({ customSize: { width: 576, height: 1024 } });
    await expect(args.onResult).toHaveBeenCalledWith(
      expect.objectContaining({ sizePreset: expect.objectContaining({ id: 'portrait', width: 576, height: 1024 }) }),
    );
  },
};

export const GenerationFailed: Story = {
  args: {
    client: createFakeMediakitClient({ pollIntervalMs: 0, jobScripts: { imageToVideo: { then: 'fail' } } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await expect(
      await within(canvasElement).findByText('Error generating video: The model could not animate this image.'),
    ).toBeInTheDocument();
  },
};

export const StatusCheckFailed: Story = {
  args: {
    // Every status check answers 500; the eight retries run without waiting.
    client: createFakeMediakitClient({ pollIntervalMs: 0, scenarios: { 'imageToVideo.status': 'server-error' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await expect(await within(canvasElement).findByText('Error checking video status')).toBeInTheDocument();
  },
};

export const MissingTaskId: Story = {
  args: {
    client: (() => {
      const client = createFakeMediakitClient();
      return {
        ...client,
        imageToVideo: { ...client.imageToVideo, start: () => Promise.reject(new ApiError('job-failed', 'Model busy')) },
      };
    })(),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await expect(await within(canvasElement).findByText('Error generating video: Model busy')).toBeInTheDocument();
  },
};

export const Unauthenticated: Story = {
  args: {
    client: createFakeMediakitClient({ scenarios: { 'imageToVideo.start': 'unauthenticated' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await expect(await within(canvasElement).findByText('Please log in to continue.')).toBeInTheDocument();
  },
};

export const InvalidInput: Story = {
  args: {
    client: createFakeMediakitClient({ scenarios: { 'imageToVideo.start': 'invalid-input' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await expect(
      await within(canvasElement).findByText('Error generating video: The prompt field is required.'),
    ).toBeInTheDocument();
  },
};

export const NetworkError: Story = {
  args: {
    client: createFakeMediakitClient({ scenarios: { 'imageToVideo.start': 'network-error' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await expect(
      await within(canvasElement).findByText('Network/CORS error: failed to reach the API.'),
    ).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: { client: heldOn('QUEUED'), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await generateByKeyboard(canvasElement);
    await tabTo(await canvas.findByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/The server may still finish it/)).toBeInTheDocument();
  },
};

/** The scripted fake also answers for a task it never started, like the one saved below. */
export const Resumed: Story = {
  args: { client: heldOn('RENDERING') },
  beforeEach: () => {
    saveResumableTask(imageToVideoToolKey, {
      taskId: 'video-task-41',
      startedAt: Date.now(),
      details: { ticket: 'video-task-41' },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Rendering frames…')).toBeInTheDocument();
    await expect(canvas.getByText('Picked up the job you started before reloading.')).toBeInTheDocument();
    await expect(canvas.getByText('video-task-41')).toBeInTheDocument();
  },
};
