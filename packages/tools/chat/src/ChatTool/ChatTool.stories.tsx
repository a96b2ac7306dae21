import { localEngines } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { expectInAlert, failureStories, pressButtonByKeyboard, tabTo } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChatTool } from './ChatTool';

const meta = { component: ChatTool } satisfies Meta<typeof ChatTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = async (canvasElement: HTMLElement) => {
  await userEvent.type(within(canvasElement).getByRole('textbox'), 'Hello{Enter}');
};

/** `chat.send` answers as the fake's scenario says; the turn's alert shows the server's message, else a fallback. */
const failureStory = failureStories({ operation: 'chat.send', act: send, check: expectInAlert });

/** Before the first message: what answers is said (chat is free: no balance or cost). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Replies appear here.')).toBeInTheDocument();
    await expect(await canvas.findByText(`Local engine: ${localEngines.chat.summary}`)).toBeInTheDocument();
    await expect(canvas.queryByText(/^Balance/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Ask anything...');
  },
};

export const Conversation: Story = {
  args: { client: createFakeMediakitClient({ chatReply: (prompt) => `Here is an idea for "${prompt}".` }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await userEvent.keyboard('A slogan for a bakery{Enter}');
    await expect(await canvas.findByText('Here is an idea for "A slogan for a bakery".')).toBeInTheDocument();
  },
};

const blankPromptClient = createFakeMediakitClient();

/** A whitespace-only prompt is not sent: Enter does nothing and Send stays disabled. */
export const BlankPromptNotSent: Story = {
  args: { client: blankPromptClient },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('   {Enter}');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByText('Replies appear here.')).toBeInTheDocument();
    const sent = blankPromptClient.fake.requests.filter((request) => request.operation === 'chat.send');
    await expect(sent).toHaveLength(0);
  },
};

export const Thinking: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Take your time{Enter}');
    await expect(canvas.getByRole('button', { name: /Thinking\.\.\./ })).toBeInTheDocument();
  },
};

export const Stopped: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Never mind{Enter}');
    await pressButtonByKeyboard(canvasElement, 'Stop');
    await expect(canvas.getByText('Stopped. No reply was kept.')).toBeInTheDocument();
  },
};

/** Clear empties the prompt and the conversation. */
export const Cleared: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Hello{Enter}');
    await expect(await canvas.findByText('You said: Hello')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), 'Draft');
    await pressButtonByKeyboard(canvasElement, 'Clear');
    await expect(canvas.getByText('Replies appear here.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await tabTo(canvas.getByRole('textbox', { name: 'Message' }));
  },
};

export const Failed: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const Unauthenticated: Story = failureStory('unauthenticated', 'Unauthenticated.');
export const InsufficientCredits: Story = failureStory('insufficient-credits', 'Insufficient credits.');
export const InvalidInput: Story = failureStory('invalid-input', 'Request failed');
export const UnexpectedAnswer: Story = failureStory('malformed', 'Request failed');
