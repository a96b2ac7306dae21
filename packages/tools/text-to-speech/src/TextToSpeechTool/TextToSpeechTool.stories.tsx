import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextToSpeechTool } from './TextToSpeechTool';

const meta = {
  title: 'Tools/Text to speech/TextToSpeechTool',
  component: TextToSpeechTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
} satisfies Meta<typeof TextToSpeechTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs into the text box, types and generates with Ctrl+Enter: the whole flow by keyboard. */
async function speakByKeyboard(canvasElement: HTMLElement, words = 'Welcome to Mediakit') {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveFocus();
  await userEvent.keyboard(`${words}{Control>}{Enter}{/Control}`);
}

async function expectFailure(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await speakByKeyboard(canvasElement);
  await waitFor(() => expect(canvas.getByText(message)).toHaveAttribute('role', 'alert'));
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveAttribute('placeholder', 'Type text to speak...');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const BlankText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('   {Control>}{Enter}{/Control}');
    await expect(canvas.getByText('Type some text to turn into speech.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const BlockedByCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 0 }), defaultValues: { text: 'Hello' } },
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
    const canvas = within(canvasElement);
    await speakByKeyboard(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Generating…/ })).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 150 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await speakByKeyboard(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Audio' }, { timeout: 5000 });
    await expect(within(result).getByLabelText('Generated speech')).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ text: 'Welcome to Mediakit' }));
    const download = within(result).getByRole('button', { name: 'Download' });
    for (let step = 0; step < 10 && document.activeElement !== download; step += 1) await userEvent.tab();
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Saved as speech.mp3.')).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'tts.speak': 'malformed' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Could not generate the audio. Please try again.'),
};

export const ServerError: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'tts.speak': 'server-error' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'The model is overloaded. Try again in a minute.'),
};

export const Unauthenticated: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'tts.speak': 'unauthenticated' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Please log in to continue.'),
};

export const InvalidInput: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'tts.speak': 'invalid-input' } }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'The prompt field is required.'),
};

export const NetworkError: Story = {
  args: { client: createFakeMediakitClient({ scenario: 'network-error' }) },
  play: async ({ canvasElement }) => expectFailure(canvasElement, 'Network/CORS error: failed to reach the API.'),
};
