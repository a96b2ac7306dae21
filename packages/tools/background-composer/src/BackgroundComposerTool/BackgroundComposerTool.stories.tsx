import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  creditsBlockedStory,
  drawnPng,
  emptyFormStory,
  failureStories,
  fileOfType,
  pendingStory,
  pressButtonByKeyboard,
  refusedFileStory,
  resultSpies,
  tabTo,
  uploadSteps,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackgroundComposerTool } from './BackgroundComposerTool';

const meta = { component: BackgroundComposerTool, args: resultSpies() } satisfies Meta<typeof BackgroundComposerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real PNG drawn on a canvas, so previews have a natural size to lay out. */
const portrait = () => drawnPng('portrait.png', 300, 400, { background: '#d9480f' });

const { choose: chooseSubject, submit, chooseAndSubmit } = uploadSteps(portrait, 'Remove background');

/** `backgroundRemoval.remove` answers as the fake's scenario says, once a subject is chosen and sent. */
const failureStory = failureStories({ operation: 'backgroundRemoval.remove', act: chooseAndSubmit });

export const Idle: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Transparent Only' })).toBeChecked();
    await expect(await canvas.findByText('Cost: 1 credit')).toBeInTheDocument();
  },
};

const subjectRequired = 'Upload an image or provide a valid image URL.';
export const SubjectRequired: Story = emptyFormStory('Remove background', [subjectRequired]);
export const SubjectUrlInvalid: Story = emptyFormStory('Remove background', [subjectRequired], {
  args: { defaultValues: { subjectUrl: 'portrait.png' } },
});

const textFile = () => fileOfType('notes.txt', 'text/plain');
export const SubjectNotAnImage: Story = refusedFileStory(textFile(), 'Please select an image file.');
export const BackgroundNotAnImage: Story = refusedFileStory(textFile(), 'Please select an image file for background.', {
  index: 1,
  args: { defaultValues: { mode: 'background' } },
});

export const BackgroundUrlInvalid: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { mode: 'background', backgroundUrl: 'beach.jpg' } },
  play: async ({ canvasElement }) => {
    await chooseSubject(canvasElement);
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        'Enter a valid background image URL (http or https), or clear it to use the colour.',
      ),
    ).toBeInTheDocument();
  },
};

export const ColorInvalid: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { mode: 'background' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSubject(canvasElement);
    const color = canvas.getByRole('textbox', { name: 'Background colour' });
    await userEvent.clear(color);
    await userEvent.type(color, 'white');
    await submit(canvasElement);
    await expect(await canvas.findByText('Enter a colour as #RRGGBB, for example #FFFFFF.')).toBeInTheDocument();
  },
};

export const InsufficientCredits: Story = creditsBlockedStory(0, 'Insufficient credits. Needed 1, you have 0.');

export const Uploading: Story = pendingStory(chooseAndSubmit, { button: /Processing…/ });

export const Success: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseAndSubmit(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Result' });
    await expect(within(result).getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    await expect(within(result).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};

export const AddBackgroundPreview: Story = {
  args: {
    client: createFakeMediakitClient(),
    defaultValues: {
      mode: 'background',
      canvasWidth: 1200,
      canvasHeight: 800,
      padding: 80,
      align: 'bottom-right',
      backgroundColor: '#1D4ED8',
    },
  },
  play: async ({ canvasElement }) => {
    await chooseSubject(canvasElement);
    const subject = await within(canvasElement).findByRole('img', { name: 'Subject' });
    // A 300x400 subject in the 1040x640 padded area: 480x640, bottom-right.
    await waitFor(() => expect(subject.style.left).toBe('53.3333%'));
    await expect(subject.style.height).toBe('80%');
  },
};

export const Failure: Story = failureStory('malformed', 'Background processing failed.');
export const Unauthenticated: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.', {
  onError: true,
});
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  'Insufficient credits. Needed 433, you have 432.',
);

export const KeyboardOnly: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('radio', { name: 'Transparent Only' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Add Background' })).toBeChecked();
    await tabTo(canvas.getByRole('textbox', { name: 'Subject image URL' }));
    await userEvent.keyboard('https://example.com/portrait.png');
    await tabTo(canvas.getByRole('radio', { name: 'Center' }));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Bottom right' })).toBeChecked();
    await pressButtonByKeyboard(canvasElement, 'Remove background');
    const result = await canvas.findByRole('region', { name: 'Result' });
    await expect(within(result).getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};
