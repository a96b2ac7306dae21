import { ApiError, type MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoMaskEditTool } from './NoMaskEditTool';

const meta = {
  title: 'Tools/No-mask edit/NoMaskEditTool',
  component: NoMaskEditTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
} satisfies Meta<typeof NoMaskEditTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'portrait.png', { type: 'image/png' });

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The upload field has no file input.');
  return input;
}

async function tabTo(element: HTMLElement) {
  for (let step = 0; step < 20 && document.activeElement !== element; step += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** Picks a file, then fills the prompt and submits with Ctrl+Enter, all from the keyboard. */
async function editByKeyboard(canvasElement: HTMLElement, prompt = 'Give her a red hat') {
  const canvas = within(canvasElement);
  await userEvent.upload(fileInput(canvasElement), png());
  await expect(canvas.getByText('Selected: portrait.png')).toBeInTheDocument();
  await tabTo(canvas.getByRole('textbox', { name: 'Prompt' }));
  await userEvent.keyboard(`${prompt}{Control>}{Enter}{/Control}`);
}

export const Idle: Story = {};

export const MissingPromptAndImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(canvas.getByText('Please enter a prompt.')).toBeInTheDocument();
    await expect(canvas.getByText('Please select an image (PNG/JPG).')).toBeInTheDocument();
  },
};

export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const webp = new File(['RIFF'], 'photo.webp', { type: 'image/webp' });
    await userEvent.upload(fileInput(canvasElement), webp, { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select an image (PNG/JPG).');
  },
};

export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), huge);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This image is larger than 10 MB. Please choose a smaller PNG or JPG.',
    );
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
  args: { client: createFakeMediakitClient({ latencyMs: 150 }), defaultValues: { variations: 3, size: 512 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await editByKeyboard(canvasElement);
    const results = await canvas.findByRole('list', { name: 'Variations' }, { timeout: 5000 });
    await expect(canvas.getByRole('img', { name: 'Your image' })).toBeInTheDocument();
    await expect(within(results).getAllByRole('img')).toHaveLength(3);
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await tabTo(within(results).getByRole('button', { name: 'Download variation 1' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Saved as variation-1.png.')).toBeInTheDocument();
  },
};

function failingClient(error: ApiError): MediakitClient {
  return { ...createFakeMediakitClient(), noMaskEdit: { edit: () => Promise.reject(error) } };
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
  args: { client: failingClient(new ApiError('job-failed', 'No output received.')) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'No output received.'),
};

export const Unauthenticated: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'noMaskEdit.edit': 'unauthenticated' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Please log in to continue.'),
};

export const InvalidInput: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'noMaskEdit.edit': 'invalid-input' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'The prompt field is required.'),
};

export const NetworkError: Story = {
  args: { client: createFakeMediakitClient({ scenario: 'network-error' }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Network/CORS error: failed to reach the API.'),
};
