import type { JobState, StudioResult } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { clearResumableTask, saveResumableTask } from '@mediakit/tool-runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { imageStudioToolKeys } from '../useImageStudio';
import { ImageStudioTool } from './ImageStudioTool';

const imageUrl = 'https://example.com/portrait.png';
const styleUrl = 'https://example.com/van-gogh.jpg';

/** Presses Tab until `target` has focus: proves it is reachable by keyboard alone. */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 30 && document.activeElement !== target; presses += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** A fake client whose enhance job stays on one server status, to show that status's text. */
function clientStuckOn(rawStatus: string) {
  const fake = createFakeMediakitClient();
  const pending: JobState<StudioResult> = { status: 'running', rawStatus, message: undefined, progress: undefined };
  return {
    ...fake,
    enhance: {
      ...fake.enhance,
      wait: (
        _ticket: string,
        options: { signal?: AbortSignal; onUpdate?: (state: JobState<StudioResult>) => void } = {},
      ) => {
        options.onUpdate?.(pending);
        return new Promise<StudioResult>((_resolve, reject) =>
          options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      },
    },
  };
}

const meta = {
  title: 'Tools/Image studio/ImageStudioTool',
  component: ImageStudioTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
  // A job left running by another story would otherwise be resumed here.
  beforeEach: () => {
    clearResumableTask(imageStudioToolKeys.enhance);
    clearResumableTask(imageStudioToolKeys.transform);
  },
} satisfies Meta<typeof ImageStudioTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnhanceIdle: Story = { args: { client: createFakeMediakitClient() } };

export const TransformIdle: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { tab: 'transform' } },
};

export const EnhanceByKeyboard: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: 'Or paste an image URL' }));
    // What Ctrl+V does; typing the URL key by key only makes the story slower.
    await userEvent.paste(imageUrl);
    await tabTo(canvas.getByRole('textbox', { name: 'Prompt (optional)' }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await canvas.findByText('Your image is ready.', {}, { timeout: 8000 })).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ tab: 'enhance' }));
  },
};

export const TransformByKeyboard: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0 }) },
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
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await canvas.findByText('Your image is ready.', {}, { timeout: 8000 })).toBeInTheDocument();
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
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The upload field has no file input.');
    await userEvent.upload(input, new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File too large. Max 8MB');
  },
};

export const BlockedByCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 2 }), defaultValues: { imageUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not enough credits. Need 3, you have 2.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('button', { name: 'Enhance' })).toBeDisabled();
  },
};

export const Starting: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 1000 }), defaultValues: { imageUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await expect(await canvas.findByText('Starting…')).toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { client: clientStuckOn('PENDING'), defaultValues: { imageUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await expect(await canvas.findByText('Waiting in queue…')).toBeInTheDocument();
  },
};

export const InProgress: Story = {
  args: { client: clientStuckOn('IN_PROGRESS'), defaultValues: { imageUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await expect(await canvas.findByText('Processing…')).toBeInTheDocument();
  },
};

export const Succeeded: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0 }), defaultValues: { imageUrl, scale: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await expect(await canvas.findByText('Your image is ready.', {}, { timeout: 8000 })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Original image' })).toHaveAttribute('src', imageUrl);
  },
};

export const ProcessingFailed: Story = {
  args: {
    client: createFakeMediakitClient({ queuedPolls: 0, scenarios: { 'enhance.start': 'job-fails' } }),
    defaultValues: { imageUrl },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Processing failed'), { timeout: 8000 });
  },
};

const failing = (
  scenario: 'unauthenticated' | 'invalid-input' | 'network-error' | 'malformed',
  text: string,
): Story => ({
  args: { client: createFakeMediakitClient({ scenarios: { 'enhance.start': scenario } }), defaultValues: { imageUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text));
  },
});

export const NotLoggedIn = failing('unauthenticated', 'Please log in to continue.');
export const InvalidInput = failing('invalid-input', 'The prompt field is required.');
export const NetworkError = failing('network-error', 'Network/CORS error: failed to reach the API.');
export const TaskIdNotReturned = failing('malformed', 'Task ID not returned');

export const Cancelled: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 1000 }), defaultValues: { imageUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText(/The server may still finish it/)).toBeInTheDocument();
  },
};

const resumedClient = createFakeMediakitClient({ queuedPolls: 1000 });

export const Resumed: Story = {
  args: { client: resumedClient, defaultValues: { tab: 'transform' } },
  beforeEach: async () => {
    const { taskId } = await resumedClient.style.start({ imageUrl, refImageUrl: styleUrl });
    saveResumableTask(imageStudioToolKeys.transform, { taskId, startedAt: Date.now(), details: { ticket: taskId } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Picked up the job you started before reloading.')).toBeInTheDocument();
    await expect(await canvas.findByText('Starting…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
