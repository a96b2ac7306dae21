import {
  creditsBlockedStory,
  ctrlEnter,
  downloadStory,
  expectAlertText,
  failureStories,
  pendingStory,
  resultSpies,
  scenarioClient,
  typeAndSubmit,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextToSpeechTool } from './TextToSpeechTool';

const meta = { component: TextToSpeechTool, args: resultSpies() } satisfies Meta<typeof TextToSpeechTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs into the text box, types and generates with Ctrl+Enter: the whole flow by keyboard. */
const speakByKeyboard = (canvasElement: HTMLElement) => typeAndSubmit(canvasElement, 'Text', 'Welcome to Mediakit');

/** `tts.speak` answers as the fake's scenario says; the message shows in an alert. */
const failureStory = failureStories({ operation: 'tts.speak', act: speakByKeyboard, check: expectAlertText });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveAttribute('placeholder', 'Type text to speak...');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeEnabled();
    await expect(await canvas.findByText('Cost: 1 credit')).toBeInTheDocument();
  },
};

/** The spec sends the request even with empty text; the server answers with its reason (here the fake's 422). */
export const BlankText: Story = {
  args: { client: scenarioClient('tts.speak', 'invalid-input') },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(`   ${ctrlEnter}`);
    await expectAlertText(canvasElement, 'The prompt field is required.');
  },
};

export const BlockedByCredits: Story = creditsBlockedStory(0, 'Not enough credits. Need 1, you have 0.', {
  button: 'Generate',
  args: { defaultValues: { text: 'Hello' } },
});

export const Pending: Story = pendingStory(speakByKeyboard, { button: /Generating…/ });

export const Success: Story = downloadStory({
  act: speakByKeyboard,
  result: 'Audio',
  delivered: { text: 'Welcome to Mediakit' },
  fileName: 'speech.mp3',
  check: async (result) => {
    await expect(within(result).getByLabelText('Generated speech')).toBeInTheDocument();
  },
});

export const Failure: Story = failureStory('malformed', 'Could not generate the audio. Please try again.');
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  'Not enough credits. Need 433, you have 432.',
);
export const Unauthenticated: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
