import type { FakeEmailRecord } from '@mediakit/api-client/fake';
import {
  fakeAdminClient as admin,
  loadFailureStories,
  screenStateStories,
  tabTo,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminOutbox } from './AdminOutbox';

const resetMail: FakeEmailRecord = {
  id: 'mail-reset',
  to: 'ada@example.com',
  subject: 'Reset your Mediakit password',
  text: 'Someone asked to reset the password of your Mediakit account.\n\nhttps://mediakit.example/reset-password?token=4f1c\n\nThe link works for one hour.',
  kind: 'password-reset',
  created_at: '2026-11-30T09:12:00Z',
  attachments: [],
};
const statementMail: FakeEmailRecord = {
  id: 'mail-statement',
  to: 'grace@example.com',
  subject: 'Your Mediakit statement for 2026-10',
  text: 'Your statement for October 2026 is attached.',
  kind: 'statement',
  created_at: '2026-11-30T10:40:00Z',
  attachments: [{ name: 'statement-2026-10.pdf', content_type: 'application/pdf', size_bytes: 48_213 }],
};
const withMail = (outbox: FakeEmailRecord[] = [statementMail, resetMail]) => admin({ seed: { outbox } });

const meta = { title: 'Console/Admin outbox', component: AdminOutbox } satisfies Meta<typeof AdminOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two e-mails, newest first: subject, time, recipient and kind; each opens to its text and attachments. */
export const Populated: Story = {
  args: { client: withMail() },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'E-mails, newest first' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('summary span')?.textContent)).toEqual([
      'Your Mediakit statement for 2026-10',
      'Reset your Mediakit password',
    ]);
    await expect(items[0]).toHaveTextContent('To: grace@example.com');
    await expect(items[0]).toHaveTextContent('Nov 30, 2026');
    // The kind in words, not the server's identifier.
    await expect(items[0]).toHaveTextContent('Statement');
    await expect(items[1]).toHaveTextContent('Password reset');
    await expect(items[1]).not.toHaveTextContent('password-reset');
  },
};

/** An e-mail opened: its text, and its attachments with their sizes. */
export const Opened: Story = {
  args: { client: withMail() },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'E-mails, newest first' });
    const [statement] = canvasElement.querySelectorAll('summary');
    await userEvent.click(statement!);
    await expect(canvas.getByText('Your statement for October 2026 is attached.')).toBeVisible();
    await expect(canvas.getByText('Attachments: statement-2026-10.pdf (48.2 kB)')).toBeVisible();
  },
};

/** Filtered by a recipient with no e-mail: it says so; the field's clear button lists every e-mail again. */
export const FilteredToNobody: Story = {
  args: { client: withMail() },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'E-mails, newest first' });
    await tabTo(canvas.getByRole('searchbox', { name: 'Recipient' }));
    await userEvent.keyboard('  nobody@example.com {Enter}');
    await expect(await canvas.findByText('No e-mails to nobody@example.com.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the recipient' }));
    await expect(await canvas.findByRole('list', { name: 'E-mails, newest first' })).toBeVisible();
  },
};

/** More than twenty: a page at a time, with page navigation. */
export const ManyPages: Story = {
  args: {
    client: withMail(
      Array.from({ length: 45 }, (_, index) => ({
        ...resetMail,
        id: `mail-${index}`,
        subject: `Reset your Mediakit password (${index + 1})`,
      })),
    ),
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'E-mails, newest first' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('navigation', { name: 'Outbox pages' })).toBeInTheDocument();
  },
};

const states = screenStateStories(admin, { outbox: [] }, { loading: 'Loading the outbox…', empty: 'No e-mails yet.' });
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;

const failedLoad = loadFailureStories((scenario) => admin({ scenarios: { 'admin.outbox.list': scenario } }), {
  unauthenticated: 'Your session has ended. Sign in again to read the outbox.',
  forbidden: 'Only administrators may read the outbox.',
});
export const Unauthenticated: Story = failedLoad.unauthenticated;
export const Forbidden: Story = failedLoad.forbidden;
export const ServerError: Story = failedLoad.serverError;
export const NetworkError: Story = failedLoad.networkError;
