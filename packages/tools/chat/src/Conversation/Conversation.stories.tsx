import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chatMessages } from '../messages';
import { Conversation } from './Conversation';

const meta = { component: Conversation, args: { turns: [], text: chatMessages } } satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each way a turn can end, newest last: the turn still awaiting its reply is always the last one. */
export const EveryTurnState: Story = {
  args: {
    turns: [
      { id: 1, prompt: 'A slogan for a bakery', status: 'answered', reply: 'Fresh every morning.' },
      { id: 2, prompt: 'And one for a florist', status: 'failed', error: 'Request failed' },
      { id: 3, prompt: 'And for a bookshop', status: 'stopped' },
      { id: 4, prompt: 'And for a café', status: 'pending' },
    ],
  },
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('log', { name: chatMessages.conversationLabel }));
    await expect(log.getAllByRole('listitem')).toHaveLength(4);
    await expect(log.getByText('Fresh every morning.')).toBeInTheDocument();
    await expect(log.getByRole('button', { name: chatMessages.copyReply })).toBeInTheDocument();
    await expect(log.getByRole('alert')).toHaveTextContent('Request failed');
    await expect(log.getByText(chatMessages.stopped)).toBeInTheDocument();
    await expect(log.getByText(chatMessages.pending)).toBeInTheDocument();
  },
};
