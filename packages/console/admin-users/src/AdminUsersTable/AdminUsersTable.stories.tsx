import type { FakeAdminUserRecord } from '@mediakit/api-client/fake';
import { type FakeMediakitClientOptions } from '@mediakit/api-client/fake';
import {
  type Canvas,
  fakeAdminClient,
  loadFailureStories,
  screenStateStories,
  tabTo,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminUsersTable } from './AdminUsersTable';
import { GrantCredits } from './GrantCredits';

/** The fake signed in as an administrator (the table's endpoints need one), with a little latency. */
const adminClient = (options: FakeMediakitClientOptions = {}) => fakeAdminClient({ latencyMs: 60, ...options });

const roles = ['Admin', 'Manager', 'User', 'User'] as const;
const statuses = ['Active', 'Active', 'Inactive', 'Suspended'] as const;
/** `count` generated users, for the long list. */
function manyUsers(count: number): FakeAdminUserRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `u${index + 1}`,
    name: `User ${String(index + 1).padStart(5, '0')}`,
    email: `user${index + 1}@example.com`,
    role: roles[index % 4]!,
    status: statuses[index % 4]!,
    created_at: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString(),
    usage: (index * 7919) % 100_000,
  }));
}

const meta = {
  title: 'Console/Admin users',
  component: AdminUsersTable,
  args: { locale: 'en-GB', saveFile: fn() },
} satisfies Meta<typeof AdminUsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsShown = (canvas: Canvas) => canvas.getAllByRole('row').length - 1;
const firstName = (canvas: Canvas) => within(canvas.getAllByRole('row')[1]!).getAllByRole('rowheader')[0]!.textContent!;

/** Waits for the first page, then presses the first user's `action` button; returns that user's name. */
async function pressOnFirstUser(canvas: Canvas, action: 'View' | 'Edit' | 'Delete') {
  await waitFor(() => expect(rowsShown(canvas)).toBe(10));
  const name = firstName(canvas);
  await userEvent.click(canvas.getByRole('button', { name: `${action} ${name}` }));
  return name;
}

export const Populated: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowsShown(canvas)).toBe(10));
    await expect(canvas.getByRole('columnheader', { name: /Created At/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/**
 * On a 390 px phone the columns do not fit, so each user is a card: the name on top, then Email, Role, Status, the
 * dates and usage with their column's name, and the row's actions, all inside the screen with nothing to scroll
 * sideways. The headers that sort stay as buttons above the cards.
 */
export const Phone390: Story = {
  args: { client: adminClient() },
  decorators: [(Story) => <div style={{ inlineSize: 390 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsShown(canvas)).toBe(10));
    const table = canvas.getByRole('table');
    await waitFor(() => expect(table).toHaveAttribute('data-stacked'));
    const scroller = canvas.getByRole('region', { name: 'Users table' });
    const screenBox = canvasElement.querySelector('section')!.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(screenBox.right + 0.5);
    await expect(screenBox.width).toBeLessThanOrEqual(390);
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const lastRow = canvas.getAllByRole('row').at(-1)!;
    await expect(within(lastRow).getByText('Role')).toBeVisible();
    const action = within(lastRow)
      .getByRole('button', { name: /^Delete / })
      .getBoundingClientRect();
    await expect(action.left).toBeGreaterThanOrEqual(box.left);
    await expect(action.right).toBeLessThanOrEqual(box.right + 0.5);
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

const states = screenStateStories(adminClient, { users: [] }, { loading: 'Loading users…', empty: 'No users found' });
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;

/** 10,000 users: the server sends one page at a time, so the table stays as quick as with ten. */
export const LongList: Story = {
  args: { client: adminClient({ seed: { users: manyUsers(10_000) } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1–10 of 10000')).toBeInTheDocument();
    await expect(canvas.getByText('User 10000')).toBeInTheDocument();
  },
};

/**
 * The main flow by keyboard alone: search (debounced), sort by Name, next page, Edit on a row, change the name, Enter
 * saves.
 */
export const KeyboardFlow: Story = {
  args: { client: adminClient({ seed: { users: manyUsers(60) } }) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowsShown(canvas)).toBe(10));

    await tabTo(canvas.getByRole('searchbox', { name: 'Search users' }));
    await userEvent.keyboard('Manager');
    await expect(await canvas.findByText('1–10 of 15')).toBeInTheDocument();

    // Sort by Name: the header's button.
    const nameHeader = canvas.getByRole('columnheader', { name: /^Name/ });
    await tabTo(within(nameHeader).getByRole('button'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(firstName(canvas)).toBe('User 00002'));

    await tabTo(canvas.getByRole('button', { name: /next/i }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('11–15 of 15')).toBeInTheDocument();
    await waitFor(() => expect(firstName(canvas)).toBe('User 00042'));

    // Back up to the first row's Edit (the rows come before the pager).
    const edit = canvas.getByRole('button', { name: 'Edit User 00042' });
    for (let step = 0; step < 60 && document.activeElement !== edit; step += 1) await userEvent.tab({ shift: true });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: 'Edit user' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await tabTo(name);
    await userEvent.keyboard('{Control>}a{/Control}Renamed Manager{Enter}');
    await expect(await canvas.findByText('Saved Renamed Manager.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const AddUserDialog: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: 'Add User' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await expect(within(dialog).getByText(/without one the user gets an invitation/)).toBeInTheDocument();
  },
};

/** Save with bad details: the server's rules are checked first, with its words. */
export const AddUserInvalid: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('The name field is required.')).toBeInTheDocument();
    await expect(within(dialog).getByText('The email must be a valid email address.')).toBeInTheDocument();
  },
};

export const EditUserDialog: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    const name = await pressOnFirstUser(canvas, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue(name);
    await expect(within(dialog).getByText('Leave blank to keep the current password.')).toBeInTheDocument();
  },
};

export const DetailsDrawer: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    await pressOnFirstUser(canvas, 'View');
    const drawer = await screen.findByRole('dialog', { name: 'User details' });
    await expect(within(drawer).getByText('Created At')).toBeInTheDocument();
  },
};

/** Grant credits from the drawer: the server checks the amount and the reason (its words); the ledger keeps both. */
const grantClient = adminClient();

export const GrantCreditsFromDetails: Story = {
  args: { client: grantClient, userActions: (user) => <GrantCredits user={user} client={grantClient} /> },
  play: async ({ canvas }) => {
    const name = await pressOnFirstUser(canvas, 'View');
    const drawer = within(await screen.findByRole('dialog', { name: 'User details' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Grant credits' }));
    await expect(await drawer.findByRole('alert')).toHaveTextContent(
      'The amount must be a whole number of credits from 1 to 100,000.',
    );
    await userEvent.type(drawer.getByRole('textbox', { name: 'Credits to grant' }), '25');
    await userEvent.click(drawer.getByRole('button', { name: 'Grant credits' }));
    await expect(await drawer.findByRole('alert')).toHaveTextContent('Give a reason for the grant.');
    await userEvent.type(drawer.getByRole('textbox', { name: /Reason/ }), 'Sorry for the outage');
    await userEvent.click(drawer.getByRole('button', { name: 'Grant credits' }));
    await expect(await drawer.findByText(new RegExp(`^Granted 25 credits to ${name}\\.`))).toBeVisible();
  },
};

/** Delete asks first (an alertdialog, Cancel first); confirming removes the user and says so. */
export const DeleteConfirmation: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    const name = await pressOnFirstUser(canvas, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(dialog).toHaveAccessibleDescription(/This cannot be undone\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText(`Deleted ${name}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ExportCsv: Story = {
  args: { client: adminClient() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText(/^Exported users_\d+\.csv\.$/)).toBeInTheDocument();
    await expect(args.saveFile).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^users_\d+\.csv$/));
  },
};

const failure = loadFailureStories((scenario) => adminClient({ scenarios: { 'admin.users.list': scenario } }), {
  unauthenticated: 'Your session has ended. Sign in again to manage users.',
  forbidden: 'Managing users needs an administrator account.',
  'server-error': 'The server could not answer. Try again in a moment.',
});
export const Unauthenticated401: Story = failure.unauthenticated;
export const Forbidden403: Story = failure.forbidden;
export const ServerError500: Story = failure.serverError;
export const NetworkError: Story = failure.networkError;
