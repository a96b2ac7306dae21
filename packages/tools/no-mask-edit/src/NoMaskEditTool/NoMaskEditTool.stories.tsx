import { ApiError } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  chooseFile,
  creditsBlockedStory,
  emptyFormStory,
  expectAlertText,
  failureStories,
  fileOfSize,
  fileOfType,
  MB,
  pendingStory,
  pngFile,
  pressButtonByKeyboard,
  refusedFileStory,
  resultSpies,
  typeAndSubmit,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoMaskEditTool } from './NoMaskEditTool';

const meta = { component: NoMaskEditTool, args: resultSpies() } satisfies Meta<typeof NoMaskEditTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks a file, then fills the prompt and submits with Ctrl+Enter, all from the keyboard. */
async function editByKeyboard(canvasElement: HTMLElement) {
  await chooseFile(canvasElement, pngFile('portrait.png'));
  await expect(within(canvasElement).getByText('Selected: portrait.png')).toBeInTheDocument();
  await typeAndSubmit(canvasElement, 'Prompt', 'Give her a red hat');
}

/** `noMaskEdit.edit` answers as the fake's scenario says; the message shows in an alert. */
const failureStory = failureStories({ operation: 'noMaskEdit.edit', act: editByKeyboard, check: expectAlertText });

export const Idle: Story = {};

export const MissingPromptAndImage: Story = emptyFormStory('Edit image', [
  'Please enter a prompt.',
  'Please select an image (PNG/JPG).',
]);

export const WrongFileType: Story = refusedFileStory(
  fileOfType('photo.webp', 'image/webp', 'RIFF'),
  'Please select an image (PNG/JPG).',
);

export const ImageTooLarge: Story = refusedFileStory(
  fileOfSize(10 * MB + 1, 'huge.png', 'image/png'),
  'This image is larger than 10 MB. Please choose a smaller PNG or JPG.',
);

export const BlockedByCredits: Story = creditsBlockedStory(1, 'Not enough credits. Need 2, you have 1.', {
  button: 'Edit image',
});

export const Pending: Story = pendingStory(editByKeyboard, { button: /Editing…/ });

export const Success: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 150 }), defaultValues: { variations: 3, size: 512 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await editByKeyboard(canvasElement);
    const results = await canvas.findByRole('list', { name: 'Variations' });
    await expect(canvas.getByRole('img', { name: 'Your image' })).toBeInTheDocument();
    await expect(within(results).getAllByRole('img')).toHaveLength(3);
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await pressButtonByKeyboard(results, 'Download variation 1');
    await expect(await canvas.findByText('Saved as variation-1.png.')).toBeInTheDocument();
  },
};

export const EditFailed: Story = failureStory.rejecting(new ApiError('job-failed', 'Edit failed.'), 'Edit failed.');
export const NoOutputReceived: Story = failureStory.rejecting(
  new ApiError('job-failed', 'No output received.', { reason: 'no-output' }),
  'No output received.',
);
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  'Not enough credits. Need 433, you have 432.',
);
export const Unauthenticated: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
