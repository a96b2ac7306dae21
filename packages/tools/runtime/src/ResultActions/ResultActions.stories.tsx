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
    // The link stands as tall as the buttons beside it (it was 34 px to their 32).
    const height = (element: Element) => element.getBoundingClientRect().height;
    await expect(height(canvas.getByRole('link', { name: 'Open in new tab' }))).toBe(
      height(canvas.getByRole('button', { name: 'Download' })),
    );
  },
};

export const CustomDownloadLabel: Story = { args: { downloadLabel: 'Download PNG' } };
export const UnsafeUrl: Story = { args: { url: 'javascript:alert(1)' } };
/** The server's built-in engine made it: the note says so. */
export const LocalEngine: Story = { args: { engine: 'local' } };
