import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatTool } from './ChatTool';

const meta = {
  title: 'Tools/Chat',
  component: ChatTool,
  tags: ['autodocs'],
} satisfies Meta<typeof ChatTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

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
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Stop' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Stopped. No reply was kept.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { client: createFakeMediakitClient({ scenario: 'network-error' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Hello{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Network/CORS error: failed to reach the API.'),
    );
  },
};
