import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResultActions } from './ResultActions';

const meta = {
  title: 'Runtime/ResultActions',
  component: ResultActions,
  args: { url: 'https://cdn.example/results/fox.png', fileName: 'fox.png' },
} satisfies Meta<typeof ResultActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).not.toBeEmptyDOMElement());
  },
};

export const CustomDownloadLabel: Story = { args: { downloadLabel: 'Download PNG' } };
export const UnsafeUrl: Story = { args: { url: 'javascript:alert(1)' } };
/** The server's built-in engine made it: the note says so. */
export const LocalEngine: Story = { args: { engine: 'local' } };
