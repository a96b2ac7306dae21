import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { clearResumableTask, saveResumableTask } from '@mediakit/tool-runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { imageEditorToolKey } from '../useImageEditor';
import { ImageEditorTool } from './ImageEditorTool';

const imageUrl = 'https://example.com/portrait.png';
const filled = { imageUrl, prompt: 'Give the sky a warm sunset glow' };

/** Presses Tab until `target` has focus: proves it is reachable by keyboard alone. */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 30 && document.activeElement !== target; presses += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

const meta = {
  title: 'Tools/Image editor/ImageEditorTool',
  component: ImageEditorTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
  // A job left running by another story would otherwise be resumed here.
  beforeEach: () => clearResumableTask(imageEditorToolKey),
} satisfies Meta<typeof ImageEditorTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { args: { client: createFakeMediakitClient() } };

export const KeyboardOnly: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: 'Or paste an image URL' }));
    // What Ctrl+V does; typing the URL key by key only makes the story slower.
    await userEvent.paste(imageUrl);
    await tabTo(canvas.getByRole('textbox', { name: 'Prompt' }));
    await userEvent.keyboard('Scarf{Control>}{Enter}{/Control}');
    await expect(await canvas.findByText('Your edited image is ready.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ sourceUrl: imageUrl }));
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

export const MissingImageAndPrompt: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please upload an image or provide an image URL.');
    await expect(canvas.getAllByText('Prompt is required.').length).toBeGreaterThan(0);
  },
};

export const MissingPrompt: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { imageUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(canvas.getAllByText('Prompt is required.').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('Please upload an image or provide an image URL.')).not.toBeInTheDocument();
  },
};

export const InvalidUrl: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { imageUrl: 'ftp://example.com/a.png', prompt: 'x' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter an image URL that starts with http:// or https://.',
    );
  },
};

export const FileTooLarge: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The upload field has no file input.');
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The image must be 8 MB or smaller.');
  },
};

export const BlockedByCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 1 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not enough credits. Need 2, you have 1.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('button', { name: 'Edit image' })).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 600_000 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(await canvas.findByText('Sending the image…')).toBeInTheDocument();
  },
};

export const Queued: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 1000 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(await canvas.findByText('Waiting in queue…', {}, { timeout: 6000 })).toBeInTheDocument();
  },
};

export const Editing: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(await canvas.findByText('Editing the image…', {}, { timeout: 6000 })).toBeInTheDocument();
  },
};

export const Succeeded: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(await canvas.findByText('Your edited image is ready.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Original image' })).toHaveAttribute('src', imageUrl);
    await expect(canvas.getByRole('link', { name: 'Open in new tab' })).toBeInTheDocument();
  },
};

export const FailedDuringProcessing: Story = {
  args: {
    client: createFakeMediakitClient({ queuedPolls: 0, scenarios: { 'imageEdit.start': 'job-fails' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Editing failed during processing.'), {
      timeout: 10_000,
    });
  },
};

export const NotLoggedIn: Story = {
  args: {
    client: createFakeMediakitClient({ scenarios: { 'imageEdit.start': 'unauthenticated' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Please log in to continue.'));
  },
};

export const InvalidInput: Story = {
  args: {
    client: createFakeMediakitClient({ scenarios: { 'imageEdit.start': 'invalid-input' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The prompt field is required.'));
  },
};

export const InsufficientCreditsFromServer: Story = {
  args: {
    client: createFakeMediakitClient({ scenarios: { 'imageEdit.start': 'insufficient-credits' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await waitFor(() =>
      expect(canvas.getByText(/^Not enough credits\. Need \d+, you have \d+\.$/)).toBeInTheDocument(),
    );
  },
};

export const NetworkError: Story = {
  args: {
    client: createFakeMediakitClient({ scenarios: { 'imageEdit.start': 'network-error' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Network/CORS error: failed to reach the API.'),
    );
  },
};

export const UnexpectedResponse: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'imageEdit.start': 'malformed' } }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Unexpected response. See console.'));
  },
};

export const Cancelled: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 1000 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText(/The server may still finish it/)).toBeInTheDocument();
  },
};

const resumedClient = createFakeMediakitClient({ queuedPolls: 1000 });

export const Resumed: Story = {
  args: { client: resumedClient },
  beforeEach: async () => {
    const { taskId } = await resumedClient.imageEdit.start({ prompt: 'x', imageUrl });
    saveResumableTask(imageEditorToolKey, { taskId, startedAt: Date.now(), details: { ticket: taskId } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Picked up the job you started before reloading.')).toBeInTheDocument();
    await expect(await canvas.findByText('Waiting in queue…', {}, { timeout: 6000 })).toBeInTheDocument();
  },
};
