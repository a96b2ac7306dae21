import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Drawer } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { title: 'Navigation', side: 'start' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open menu</Button>
      <Drawer {...args}>
        <nav aria-label="Main">
          <ul>
            <li>
              <a href="#dashboard">Dashboard</a>
            </li>
            <li>
              <a href="#media">Media Library</a>
            </li>
          </ul>
        </nav>
      </Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, focus moves in, the page stops scrolling, Escape closes and focus returns. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A tap on the backdrop closes it. */
export const End: Story = {
  args: { side: 'end', title: 'Filters' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const sheet = drawer.closest('[data-side]');
    await expect(sheet).toHaveAttribute('data-side', 'end');
    const backdrop = sheet?.parentElement as HTMLElement;
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithFooter: Story = {
  args: { title: 'Filters', side: 'end', footer: ({ close }) => <Button onPress={close}>Apply</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Filters' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus());
  },
};
