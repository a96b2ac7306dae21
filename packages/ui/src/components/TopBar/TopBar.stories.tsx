import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { BellIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import { TopBar } from './TopBar';

const meta = {
  title: 'UI/Shell/TopBar',
  component: TopBar,
  args: {
    onMenuPress: fn(),
    brand: (
      <>
        Mediakit <Badge tone="accent">Beta</Badge>
      </>
    ),
    search: <input type="search" aria-label="Search" placeholder="Search…" style={{ inlineSize: '100%' }} />,
    actions: (
      <IconButton label="Notifications">
        <BellIcon />
      </IconButton>
    ),
    avatarMenu: (
      <MenuTrigger>
        <Button variant="quiet" size="sm">
          <Avatar name="Ada Lovelace" size="sm" alt="Account menu" />
        </Button>
        <Menu placement="bottom end">
          <MenuItem id="profile">Profile</MenuItem>
          <MenuItem id="settings">Settings</MenuItem>
          <MenuItem id="logout" tone="danger">
            Logout
          </MenuItem>
        </Menu>
      </MenuTrigger>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter on the menu button calls onMenuPress; the avatar menu opens with Enter and closes with Escape. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuPress).toHaveBeenCalledTimes(1);
    const account = canvas.getByRole('button', { name: 'Account menu' });
    account.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(account).toHaveFocus());
  },
};

export const WithoutMenuButton: Story = {
  args: { onMenuPress: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  },
};

export const BrandOnly: Story = { args: { search: undefined, actions: undefined, avatarMenu: undefined } };

/**
 * In a phone-wide shell (390 px, AppShell's `mk-shell` container) the search takes a row of its own under the
 * controls, full width, so its placeholder reads whole.
 */
export const InPhoneShell: Story = {
  decorators: [
    (Story) => (
      <div style={{ containerType: 'inline-size', containerName: 'mk-shell', inlineSize: '390px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' }).getBoundingClientRect();
    const bell = canvas.getByRole('button', { name: 'Notifications' }).getBoundingClientRect();
    await expect(search.top).toBeGreaterThanOrEqual(bell.bottom);
    await expect(search.width).toBeGreaterThan(330);
  },
};
