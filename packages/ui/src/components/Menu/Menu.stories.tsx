import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { EditIcon, TrashIcon, UserIcon } from '../Icon';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { onAction: fn(), 'aria-label': 'Account' },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Account</Button>
      <Menu {...args}>
        <MenuSection title="Signed in as Ada">
          <MenuItem id="profile" icon={<UserIcon />}>
            Profile
          </MenuItem>
          <MenuItem id="settings" icon={<EditIcon />} description="Theme, notifications">
            Settings
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" tone="danger" icon={<TrashIcon />}>
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens on the first item, ArrowDown moves, Enter activates; Escape closes and returns focus. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /Profile/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /Settings/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalled();
    await expect((args.onAction as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]).toBe('settings');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithDisabledItem: Story = {
  args: { disabledKeys: ['settings'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const item = await screen.findByRole('menuitem', { name: /Settings/ });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const Selectable: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Sort</Button>
      <Menu {...args} aria-label="Sort by" selectionMode="single" defaultSelectedKeys={['newest']}>
        <MenuItem id="newest">Newest first</MenuItem>
        <MenuItem id="oldest">Oldest first</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort' }));
    const newest = await screen.findByRole('menuitemradio', { name: 'Newest first' });
    await expect(newest).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
  },
};
