import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  cancelByKeyboard,
  chooseFile,
  creditsBlockedStory,
  ctrlEnter,
  expectInAlert,
  failureStories,
  fileOfSize,
  fileOfType,
  heldJobClient,
  MB,
  outcomeStories,
  refusedFileStory,
  resultSpies,
  resumedMessage,
  saveStartedJob,
  tabTo,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imageStudioResumeKeys } from '../useImageStudio';
import { ImageStudioTool } from './ImageStudioTool';

const imageUrl = 'https://example.com/portrait.png';
const styleUrl = 'https://example.com/van-gogh.jpg';

async function clickEnhance(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enhance' }));
}

/** `enhance.start` answers as the fake's scenario says; the message shows in the tool's alert. */
const failing = failureStories({
  operation: 'enhance.start',
  act: clickEnhance,
  args: { defaultValues: { imageUrl } },
  check: expectInAlert,
});

/** Enhance on the given client, then the text the tool shows (a status, a failure). */
const enhancing = outcomeStories({ act: clickEnhance, args: { defaultValues: { imageUrl } } });

/** A fake client whose enhance job stays on one server status, to show that status's text. */
const clientStuckOn = (rawStatus: string) => heldJobClient('enhance', rawStatus);

const meta = { component: ImageStudioTool, args: resultSpies() } satisfies Meta<typeof ImageStudioTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories about a job's end poll every 50 ms instead of the tool's schedule (the hook tests' subject). */
const fastPolls = 50;

export const EnhanceIdle: Story = { args: { client: createFakeMediakitClient() } };

export const TransformIdle: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { tab: 'transform' } },
};

export const EnhanceByKeyboard: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0, pollIntervalMs: fastPolls }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: 'Or paste an image URL' }));
    // What Ctrl+V does; typing the URL key by key only makes the story slower.
    await userEvent.paste(imageUrl);
    await tabTo(canvas.getByRole('textbox', { name: 'Prompt (optional)' }));
    await userEvent.keyboard(ctrlEnter);
    await expect(await canvas.findByText('Your image is ready.')).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ tab: 'enhance' }));
  },
};

export const TransformByKeyboard: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0, pollIntervalMs: fastPolls }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('tab', { name: 'Enhance' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Transform' })).toHaveAttribute('aria-selected', 'true');
    await tabTo(canvas.getByRole('textbox', { name: 'Or paste an image URL' }));
    await userEvent.paste(imageUrl);
    await tabTo(canvas.getByRole('textbox', { name: 'Or paste a style reference URL' }));
    await userEvent.paste(styleUrl);
    await tabTo(canvas.getByRole('textbox', { name: 'Prompt (optional)' }));
    await userEvent.keyboard(ctrlEnter);
    await expect(await canvas.findByText('Your image is ready.')).toBeInTheDocument();
  },
};

export const EnhanceMissingImage: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Provide image or image URL');
  },
};

export const TransformMissingImages: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { tab: 'transform', imageUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transform' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Provide source image/URL and style ref image/URL');
  },
};

export const FileTooLarge: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOfSize(8 * MB + 1, 'huge.png', 'image/png'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('File too large. Max 8MB');
  },
};

export const WrongFileType: Story = refusedFileStory(
  fileOfType('loop.gif', 'image/gif', 'GIF89a'),
  'Please choose a PNG or JPG image.',
);

export const InvalidUrl: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { imageUrl: 'ftp://example.com/a.png' } },
  play: async ({ canvasElement }) => {
    await clickEnhance(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Enter an image URL that starts with http:// or https://.',
    );
  },
};

export const BlockedByCredits: Story = creditsBlockedStory(2, 'Not enough credits. Need 3, you have 2.', {
  button: 'Enhance',
  args: { defaultValues: { imageUrl } },
});

export const Starting: Story = enhancing(createFakeMediakitClient({ queuedPolls: 1000 }), 'Starting…');
export const Pending: Story = enhancing(clientStuckOn('PENDING'), 'Waiting in queue…');
export const InProgress: Story = enhancing(clientStuckOn('IN_PROGRESS'), 'Processing…');

export const Succeeded: Story = {
  args: {
    client: createFakeMediakitClient({ queuedPolls: 0, pollIntervalMs: fastPolls }),
    defaultValues: { imageUrl, scale: 2 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await expect(await canvas.findByText('Your image is ready.')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Original image' })).toHaveAttribute('src', imageUrl);
  },
};

export const ProcessingFailed: Story = {
  args: {
    client: createFakeMediakitClient({
      queuedPolls: 0,
      pollIntervalMs: fastPolls,
      scenarios: { 'enhance.start': 'job-fails' },
    }),
    defaultValues: { imageUrl },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Processing failed'));
  },
};

// Every status check answers 500; the retries run without waiting.
export const StatusCheckFailed: Story = enhancing(
  createFakeMediakitClient({ pollIntervalMs: 0, scenarios: { 'enhance.status': 'server-error' } }),
  'Failed to fetch status',
  { check: expectInAlert },
);

export const NotLoggedIn: Story = failing('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failing('invalid-input', 'The prompt field is required.');
export const NetworkError: Story = failing('network-error', 'Network/CORS error: failed to reach the API.');
export const TaskIdNotReturned: Story = failing('malformed', 'Task ID not returned');
export const ServerError: Story = failing('server-error', 'The model is overloaded. Try again in a minute.');
export const InsufficientCreditsFromServer: Story = failing(
  'insufficient-credits',
  'Not enough credits. Need 433, you have 432.',
);

export const Cancelled: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 1000 }), defaultValues: { imageUrl } },
  play: async ({ canvasElement }) => {
    await clickEnhance(canvasElement);
    await cancelByKeyboard(canvasElement);
  },
};

const resumedClient = createFakeMediakitClient({ queuedPolls: 1000 });

export const Resumed: Story = {
  args: { client: resumedClient, defaultValues: { tab: 'transform' } },
  beforeEach: async () => {
    const { taskId } = await resumedClient.style.start({ imageUrl, refImageUrl: styleUrl });
    saveStartedJob(imageStudioResumeKeys.transform, taskId);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(resumedMessage)).toBeInTheDocument();
    await expect(await canvas.findByText('Starting…')).toBeInTheDocument();
  },
};
