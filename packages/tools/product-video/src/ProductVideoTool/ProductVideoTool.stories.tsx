import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductVideoTool } from './ProductVideoTool';

const meta = {
  title: 'Tools/Product video',
  component: ProductVideoTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
} satisfies Meta<typeof ProductVideoTool>;

export default meta;
type Story = StoryObj<typeof meta>;

// A 1x1 PNG, so the preview shows a real image.
const pixel = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const photo = () => new File([pixel], 'mug.png', { type: 'image/png' });
const withImage = () => ({ image: photo(), prompt: 'A slow turn on a marble table' });

async function tabTo(element: HTMLElement, limit = 40) {
  for (let step = 0; step < limit && document.activeElement !== element; step += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

async function generateByKeyboard(canvasElement: HTMLElement) {
  await tabTo(within(canvasElement).getByRole('button', { name: 'Generate video' }));
  await userEvent.keyboard('{Enter}');
}

export const Idle: Story = {};

export const MissingImage: Story = {
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    // Under the field and in the live region.
    await expect(within(canvasElement).getAllByText('Please select an image.')).toHaveLength(2);
  },
};

export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    await expect(within(canvasElement).getAllByText('Please select an image.').length).toBeGreaterThan(0);
  },
};

export const BlockedByCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 2 }), defaultValues: withImage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Insufficient credits. Need 5, you have 2.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  },
};

export const Generating: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 60_000 }), defaultValues: withImage() },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await expect(await within(canvasElement).findByText('Generating your product video…')).toBeInTheDocument();
  },
};

/** The main flow by keyboard alone: set duration, fps and motion, then generate with Ctrl+Enter in the prompt. */
export const KeyboardFlowToSuccess: Story = {
  args: { defaultValues: { image: photo() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: /Duration/ }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('textbox', { name: /Duration/ })).toHaveValue('7');
    await tabTo(canvas.getByRole('radio', { name: 'Rotate' }));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Zoom' })).toBeChecked();
    await tabTo(canvas.getByRole('textbox', { name: /Prompt/ }));
    await userEvent.keyboard('A slow zoom{Control>}{Enter}{/Control}');
    await waitFor(() => expect(canvas.getByText('Your product video is ready.')).toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

function failureStory(
  scenario: 'unauthenticated' | 'invalid-input' | 'network-error' | 'malformed',
  message: string,
): Story {
  return {
    args: {
      client: createFakeMediakitClient({ scenarios: { 'productVideo.generate': scenario } }),
      defaultValues: withImage(),
    },
    play: async ({ canvasElement }) => {
      await generateByKeyboard(canvasElement);
      await expect(await within(canvasElement).findByText(message)).toBeInTheDocument();
    },
  };
}

export const Unauthenticated = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput = failureStory('invalid-input', 'The prompt field is required.');
export const NetworkError = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
export const Failure = failureStory('malformed', 'The server sent an unexpected answer.');

export const Cancelled: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 60_000 }), defaultValues: withImage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await generateByKeyboard(canvasElement);
    await tabTo(await canvas.findByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/The server may still finish it/)).toBeInTheDocument();
  },
};
