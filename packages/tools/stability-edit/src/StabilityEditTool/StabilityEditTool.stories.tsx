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
  imageFile,
  MB,
  pendingStory,
  pressButtonByKeyboard,
  refusedFileStory,
  resultSpies,
  tabTo,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StabilityEditTool } from './StabilityEditTool';

const meta = { component: StabilityEditTool, args: resultSpies() } satisfies Meta<typeof StabilityEditTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const webp = () => imageFile('street.webp');

/** Picks a file, then fills the prompt, raises the strength and submits with Enter on the button, all by keyboard. */
async function editByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await chooseFile(canvasElement, webp());
  await expect(canvas.getByText('Selected: street.webp')).toBeInTheDocument();
  await tabTo(canvas.getByRole('textbox', { name: 'Prompt' }));
  await userEvent.keyboard('Make it a watercolour');
  await tabTo(canvas.getByRole('slider', { name: 'Strength' }));
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await expect(canvas.getByRole('slider', { name: 'Strength' })).toHaveValue('0.45');
  await pressButtonByKeyboard(canvasElement, 'Edit image');
}

/** `stabilityEdit.edit` answers as the fake's scenario says; the message shows in an alert. */
const failureStory = failureStories({
  operation: 'stabilityEdit.edit',
  act: editByKeyboard,
  check: expectAlertText,
});

const imageInvalid = 'Please choose a PNG/JPEG/WEBP under 12MB.';

export const Idle: Story = {};

export const MissingImageAndPrompt: Story = emptyFormStory('Edit image', [imageInvalid, 'Please enter a prompt.']);

export const WrongFileType: Story = refusedFileStory(fileOfType('loop.gif', 'image/gif', 'GIF89a'), imageInvalid);
export const ImageTooLarge: Story = refusedFileStory(fileOfSize(12 * MB, 'huge.png', 'image/png'), imageInvalid);

export const BlockedByCredits: Story = creditsBlockedStory(1, 'Not enough credits. Need 2, you have 1.', {
  button: 'Edit image',
});

export const Pending: Story = pendingStory(editByKeyboard, { button: /Editing…/ });

export const Success: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 150 }), defaultValues: { outputFormat: 'webp' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await editByKeyboard(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Before and after' });
    await expect(within(result).getByRole('img', { name: 'Edited image: Make it a watercolour' })).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ strength: 0.45, outputFormat: 'webp' }));
    await pressButtonByKeyboard(result, 'Download');
    await expect(await canvas.findByText('Saved as edited.webp.')).toBeInTheDocument();
  },
};

export const EditFailed: Story = failureStory.rejecting(new ApiError('job-failed', 'Edit failed.'), 'Edit failed.');
export const NoOutputReceived: Story = failureStory.rejecting(
  new ApiError('malformed-response', 'No output received.'),
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
