import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Popover } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { title: 'Credits', placement: 'bottom start' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">120 credits</Button>
      <Popover {...args}>
        {({ close }) => (
          <>
            <p style={{ margin: 0 }}>120 of 500 credits used this month.</p>
            <Button size="sm" onPress={close}>
              Buy credits
            </Button>
          </>
        )}
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens and focuses the popover, Tab reaches its button, Escape closes and returns focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '120 credits' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Credits' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Buy credits' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithArrow: Story = {
  args: { showArrow: true, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '120 credits' }));
    await screen.findByRole('dialog', { name: 'Credits' });
    await userEvent.click(screen.getByRole('button', { name: 'Buy credits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Untitled: Story = {
  args: { title: undefined, 'aria-label': 'Credits details' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '120 credits' }));
    await expect(await screen.findByRole('dialog', { name: 'Credits details' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
