import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  cancelByKeyboard,
  cancelledMessage,
  creditsBlockedStory,
  ctrlEnter,
  expectVideoFallback,
  failureStories,
  fieldProblemStory,
  fileOfType,
  insufficientCreditsFromServerMessage,
  pendingStory,
  pngFile,
  pressButtonByKeyboard,
  refusedFileStory,
  resultSpies,
  tabTo,
  unreachableMediaUrl,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductVideoTool } from './ProductVideoTool';

const meta = { component: ProductVideoTool, args: resultSpies() } satisfies Meta<typeof ProductVideoTool>;

export default meta;
type Story = StoryObj<typeof meta>;

// A 1x1 PNG, so the preview shows a real image.
const photo = () => pngFile('mug.png');
const withImage = () => ({ image: photo(), prompt: 'A slow turn on a marble table' });

const generateByKeyboard = (canvasElement: HTMLElement) => pressButtonByKeyboard(canvasElement, 'Generate video');

/** `productVideo.generate` answers as the fake's scenario says. */
const failureStory = failureStories({
  operation: 'productVideo.generate',
  act: generateByKeyboard,
  args: { defaultValues: withImage() },
});

export const Idle: Story = {};

export const MissingImage: Story = fieldProblemStory(generateByKeyboard, 'Please select an image.');

export const NotAnImage: Story = refusedFileStory(fileOfType('a.pdf', 'application/pdf'), 'Please select an image.');

export const BlockedByCredits: Story = creditsBlockedStory(2, 'Insufficient credits. Need 5, you have 2.', {
  args: { defaultValues: withImage() },
});

export const Generating: Story = pendingStory(
  generateByKeyboard,
  { text: 'Generating your product video…' },
  { defaultValues: withImage() },
);

/** The main flow by keyboard alone: set duration, fps and motion, then generate with Ctrl+Enter in the prompt. */
export const KeyboardFlowToSuccess: Story = {
  args: { defaultValues: { image: photo() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('spinbutton', { name: /Duration/ }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('spinbutton', { name: /Duration/ })).toHaveValue(7);
    await tabTo(canvas.getByRole('radio', { name: 'Rotate' }));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Zoom' })).toBeChecked();
    await tabTo(canvas.getByRole('textbox', { name: /Prompt/ }));
    await userEvent.keyboard(`A slow zoom${ctrlEnter}`);
    await waitFor(() => expect(canvas.getByText('Your product video is ready.')).toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

/** The fake's video cannot load: the player's retries end on its fallback. */
export const VideoLoadFailed: Story = {
  args: { client: createFakeMediakitClient({ mediaUrl: unreachableMediaUrl }), defaultValues: withImage() },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await expectVideoFallback(canvasElement, 'Could not load the video.');
  },
};

export const Unauthenticated: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
export const Failure: Story = failureStory('malformed', 'The server sent an unexpected answer.');
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  insufficientCreditsFromServerMessage,
);

export const Cancelled: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 60_000 }), defaultValues: withImage() },
  play: async ({ canvasElement }) => {
    await generateByKeyboard(canvasElement);
    await cancelByKeyboard(canvasElement, cancelledMessage);
  },
};
