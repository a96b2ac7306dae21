import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarTool } from './AvatarTool';

const meta = {
  title: 'Tools/Avatar/AvatarTool',
  component: AvatarTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
} satisfies Meta<typeof AvatarTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const script = 'Hi, I am Ada. Welcome to our spring collection.';

/** Tabs into the script, types it and generates with Ctrl+Enter: the whole flow by keyboard. */
async function generateByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('textbox', { name: 'Script' })).toHaveFocus();
  await userEvent.keyboard(`${script}{Control>}{Enter}{/Control}`);
}

async function expectFailure(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await generateByKeyboard(canvasElement);
  await waitFor(() => expect(canvas.getByText(message)).toHaveAttribute('role', 'alert'));
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const BlankScript: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('  {Control>}{Enter}{/Control}');
    await expect(canvas.getByText('Write a script for the avatar to say.')).toBeInTheDocument();
  },
};

export const BlockedByCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 0 }), defaultValues: { script } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not enough credits. Need 1, you have 0.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 600_000 }) },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: /Generating…/ })).toBeInTheDocument();
  },
};

/** The fake's video URLs are not reachable from the browser, so the player ends on its retry fallback here. */
export const Success: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 150 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await generateByKeyboard(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Video' }, { timeout: 5000 });
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ script }));
    const download = within(result).getByRole('button', { name: 'Download' });
    for (let step = 0; step < 10 && document.activeElement !== download; step += 1) await userEvent.tab();
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Saved as avatar.mp4.')).toBeInTheDocument();
  },
};

export const VideoLoadFailed: Story = {
  args: {
    // A closed local port refuses at once, so the player's three retries run out quickly.
    client: createFakeMediakitClient({ mediaUrl: (kind, id) => `http://127.0.0.1:9/${kind}/${id}.mp4` }),
    defaultValues: { script },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Could not load the video.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute('target', '_blank');
  },
};

export const Failure: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'avatar.generate': 'malformed' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Something went wrong.'),
};

export const InsufficientCreditsFromServer: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'avatar.generate': 'insufficient-credits' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Not enough credits. Need 433, you have 432.'),
};

export const Unauthenticated: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'avatar.generate': 'unauthenticated' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Please log in to continue.'),
};

export const InvalidInput: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'avatar.generate': 'invalid-input' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'The prompt field is required.'),
};

export const NetworkError: Story = {
  args: { client: createFakeMediakitClient({ scenario: 'network-error' }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Network/CORS error: failed to reach the API.'),
};
