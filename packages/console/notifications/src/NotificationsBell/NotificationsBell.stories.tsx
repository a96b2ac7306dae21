import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { tabTo } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleNotifications } from '../notifications.doubles';
import { NotificationsBell } from './NotificationsBell';

const withNotes = (notifications = sampleNotifications, latencyMs = 50) =>
  createFakeMediakitClient({ latencyMs, seed: { notifications } });

type FakeClient = ReturnType<typeof withNotes>;

/** A fresh fake per story run (light and dark must not share one whose notifications a play marked read). */
const fresh = (make: () => FakeClient) => [async () => ({ client: make() })];

const meta = {
  title: 'Console/Notifications bell',
  component: NotificationsBell,
  render: (args, { loaded }) => (
    <NotificationsBell {...args} client={(loaded as { client?: FakeClient }).client ?? args.client} />
  ),
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          minBlockSize: '28rem',
          padding: '1rem',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, two unread: the badge shows 2 and the button's name says it. */
export const Unread: Story = {
  loaders: fresh(() => withNotes()),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Notifications, 2 unread' });
    await expect(canvas.getByTestId('notifications-badge')).toHaveTextContent('2');
  },
};

/**
 * Keyboard: Tab to the bell, Enter opens and loads the list; Tab into it, arrows move, Enter marks one read (the
 * badge drops to 1); 'Mark all read' clears it; Escape closes and focus is back on the bell.
 */
export const KeyboardMarkRead: Story = {
  loaders: fresh(() => withNotes()),
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 2 unread' });
    await tabTo(bell);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(dialog).findByRole('list', { name: 'Your notifications' });
    const items = within(list).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Credits running low/),
      expect.stringMatching(/^Unread: Text to Image finished/),
      expect.stringMatching(/^Video Upscale failed/),
    ]);
    await tabTo(items[0]!);
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(canvas.getByTestId('notifications-badge')).toHaveTextContent('1'));
    await expect(items[1]).toHaveTextContent(/^Text to Image finished/);
    await tabTo(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByTestId('notifications-badge')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(dialog).getAllByRole('status').at(-1)).toHaveTextContent('All notifications marked read.'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications, none unread' })).toHaveFocus());
  },
};

/** Open with the list loaded. */
export const Open: Story = {
  args: { defaultOpen: true },
  loaders: fresh(() => withNotes()),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByRole('list', { name: 'Your notifications' });
  },
};

/** Nothing yet: no badge, the empty state says what will show here. */
export const Empty: Story = {
  args: { defaultOpen: true },
  loaders: fresh(() => withNotes([])),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Notifications, none unread' });
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByText('No notifications yet.');
  },
};

/** The list on its way. */
export const Loading: Story = {
  args: { defaultOpen: true },
  loaders: fresh(() => withNotes(sampleNotifications, 60_000)),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByText('Loading notifications…')).toHaveAttribute('role', 'status');
  },
};

/** The server failed: the message and Try again, which loads it when the server is back. */
export const LoadFailed: Story = {
  args: { defaultOpen: true },
  loaders: fresh(() => {
    const client = withNotes();
    client.fake.setScenario('server-error', 'notifications.list');
    return client;
  }),
  play: async ({ loaded }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not load your notifications. Try again.',
    );
    (loaded as { client: FakeClient }).client.fake.setScenario('success', 'notifications.list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('list', { name: 'Your notifications' });
  },
};
