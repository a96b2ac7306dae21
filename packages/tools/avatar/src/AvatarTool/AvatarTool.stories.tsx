import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  creditsBlockedStory,
  ctrlEnter,
  downloadStory,
  expectAlertText,
  expectVideoFallback,
  failureStories,
  pendingStory,
  resultSpies,
  typeAndSubmit,
  unreachableMediaUrl,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AvatarTool } from './AvatarTool';

const meta = { component: AvatarTool, args: resultSpies() } satisfies Meta<typeof AvatarTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const script = 'Hi, I am Ada. Welcome to our spring collection.';

/** Tabs into the script, types it and generates with Ctrl+Enter: the whole flow by keyboard. */
const generateByKeyboard = (canvasElement: HTMLElement) => typeAndSubmit(canvasElement, 'Script', script);

/** `avatar.generate` answers as the fake's scenario says; the message shows in an alert. */
const failureStory = failureStories({ operation: 'avatar.generate', act: generateByKeyboard, check: expectAlertText });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const BlankScript: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(`  ${ctrlEnter}`);
    await expect(canvas.getByText('Write a script for the avatar to say.')).toBeInTheDocument();
  },
};

/** A script longer than the server takes: said at once under its counter, and Generate cannot send it. */
export const ScriptTooLong: Story = {
  args: { defaultValues: { script: 'Welcome to our spring collection. '.repeat(70) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2380 / 2000')).toBeInTheDocument();
    await expect(canvas.getByText('The script must be at most 2000 characters.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const BlockedByCredits: Story = creditsBlockedStory(0, 'Not enough credits. Need 1, you have 0.', {
  button: 'Generate',
  args: { defaultValues: { script } },
});

export const Pending: Story = pendingStory(generateByKeyboard, { button: /Generating…/ });

/** The fake's video URLs are not reachable from the browser, so the player ends on its retry fallback here. */
/** The fake's video URLs are not reachable from the browser, so the player ends on its retry fallback here. */
export const Success: Story = downloadStory({
  act: generateByKeyboard,
  result: 'Video',
  delivered: { script },
  fileName: 'avatar.mp4',
});

export const VideoLoadFailed: Story = {
  args: {
    client: createFakeMediakitClient({ mediaUrl: unreachableMediaUrl }),
    defaultValues: { script },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate' }));
    await expectVideoFallback(canvasElement, 'Could not load the video.');
  },
};

export const Failure: Story = failureStory('malformed', 'Something went wrong.');
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  'Not enough credits. Need 433, you have 432.',
);
export const Unauthenticated: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
