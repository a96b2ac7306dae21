import { ApiError, type MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StabilityEditTool } from './StabilityEditTool';

const meta = {
  title: 'Tools/Stability edit/StabilityEditTool',
  component: StabilityEditTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
} satisfies Meta<typeof StabilityEditTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const webp = () => new File([new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0])], 'street.webp', { type: 'image/webp' });

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The upload field has no file input.');
  return input;
}

async function tabTo(element: HTMLElement) {
  for (let step = 0; step < 20 && document.activeElement !== element; step += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** Picks a file, then fills the prompt, raises the strength and submits with Ctrl+Enter, all from the keyboard. */
async function editByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.upload(fileInput(canvasElement), webp());
  await expect(canvas.getByText('Selected: street.webp')).toBeInTheDocument();
  await tabTo(canvas.getByRole('textbox', { name: 'Prompt' }));
  await userEvent.keyboard('Make it a watercolour');
  await tabTo(canvas.getByRole('slider', { name: 'Strength' }));
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await expect(canvas.getByRole('slider', { name: 'Strength' })).toHaveValue('0.45');
  await tabTo(canvas.getByRole('button', { name: 'Edit image' }));
  await userEvent.keyboard('{Enter}');
}

export const Idle: Story = {};

export const MissingImageAndPrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(canvas.getByText('Please choose a PNG/JPEG/WEBP under 12MB.')).toBeInTheDocument();
    await expect(canvas.getByText('Please enter a prompt.')).toBeInTheDocument();
  },
};

export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gif = new File(['GIF89a'], 'loop.gif', { type: 'image/gif' });
    await userEvent.upload(fileInput(canvasElement), gif, { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a PNG/JPEG/WEBP under 12MB.');
  },
};

export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const huge = new File([new Uint8Array(12 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), huge);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a PNG/JPEG/WEBP under 12MB.');
  },
};

export const BlockedByCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not enough credits. Need 2, you have 1.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('button', { name: 'Edit image' })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 600_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editByKeyboard(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Editing…/ })).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 150 }), defaultValues: { outputFormat: 'webp' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await editByKeyboard(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Before and after' }, { timeout: 5000 });
    await expect(within(result).getByRole('img', { name: 'Edited image: Make it a watercolour' })).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ strength: 0.45, outputFormat: 'webp' }));
    await tabTo(within(result).getByRole('button', { name: 'Download' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Saved as edited.webp.')).toBeInTheDocument();
  },
};

function failingClient(error: ApiError): MediakitClient {
  return { ...createFakeMediakitClient(), stabilityEdit: { edit: () => Promise.reject(error) } };
}

async function expectFailure(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await editByKeyboard(canvasElement);
  await waitFor(() => expect(canvas.getByText(message)).toHaveAttribute('role', 'alert'));
}

export const EditFailed: Story = {
  args: { client: failingClient(new ApiError('job-failed', 'Edit failed.')) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Edit failed.'),
};

export const NoOutputReceived: Story = {
  args: { client: failingClient(new ApiError('malformed-response', 'No output received.')) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'No output received.'),
};

export const Unauthenticated: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'stabilityEdit.edit': 'unauthenticated' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Please log in to continue.'),
};

export const InvalidInput: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'stabilityEdit.edit': 'invalid-input' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'The prompt field is required.'),
};

export const NetworkError: Story = {
  args: { client: createFakeMediakitClient({ scenario: 'network-error' }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Network/CORS error: failed to reach the API.'),
};
