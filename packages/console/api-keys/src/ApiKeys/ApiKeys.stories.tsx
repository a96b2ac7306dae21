import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { loadFailureStories, screenStateStories, secretStories, tabTo } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiKeys } from './ApiKeys';

const meta = { title: 'Console/API keys', component: ApiKeys } satisfies Meta<typeof ApiKeys>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (n: number) => new Date(Date.UTC(2025, 4, n)).toISOString();

/** The list: label, masked key, created, last used ('Never' when unused). */
export const Populated: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your API keys' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'LabelKeyCreatedLast usedActions',
      expect.stringMatching(/^Productionmk_live_••••3f9a/),
      expect.stringMatching(/^Stagingmk_test_••••81c2.*Never/),
    ]);
  },
};

const secret = secretStories(createFakeMediakitClient, {
  ready: (canvas) => canvas.findByRole('table'),
  field: 'Label',
  typed: 'CI runner',
  region: 'Key “CI runner” created',
  secretLabel: 'Your new API key',
  secret: /^mk_live_/,
  copyLabel: 'Copy key',
  copied: 'Copied!',
  after: async (canvas) => {
    await expect(canvas.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent)).toEqual([
      'CI runner',
      'Production',
      'Staging',
    ]);
  },
});

/**
 * Keyboard: Tab to the label, type, Enter creates; the secret shows once with Copy ('Copied!'); Done hides it and the
 * list shows the key masked.
 */
export const CreateAndCopy: Story = secret.shownOnce;

/** The secret just shown, once, with Copy and Done. */
export const SecretShown: Story = secret.shown;

/** A blank label is refused before any request. */
export const LabelRequired: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(await canvas.findByText('Enter a label for the key.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Label' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Revoke asks first (an alertdialog saying what happens); Enter on 'Revoke key' removes the key. */
export const RevokeByKeyboard: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await tabTo(await canvas.findByRole('button', { name: 'Revoke Production' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Production”?' });
    await expect(dialog).toHaveAccessibleDescription(/stops working at once/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Revoke key' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Key “Production” revoked.');
    await expect(canvas.getByRole('heading', { name: 'Your API keys' })).toHaveFocus();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Staging']);
  },
};

/** Escape cancels: the key stays and focus returns to its Revoke button. */
export const RevokeCancelled: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Revoke Staging' });
    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Revoke “Staging”?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(2);
  },
};

/** The confirmation, open (for review in both themes). */
export const RevokeDialog: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Staging' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Staging”?' });
    await expect(dialog).toHaveAccessibleDescription(/This cannot be undone/);
  },
};

/** A failed revoke keeps the dialog open with the reason, and the key stays. */
export const RevokeFailed: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'apiKeys.revoke': 'server-error' } }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Production' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server had a problem. Try again in a moment.',
    );
  },
};

const states = screenStateStories(
  createFakeMediakitClient,
  { apiKeys: [] },
  { loading: 'Loading API keys…', empty: 'No API keys yet.' },
);
export const Empty: Story = states.empty;
export const Loading: Story = states.loading;

/** Forty keys: the table scrolls sideways on narrow screens rather than squeezing. */
export const LongList: Story = {
  args: {
    client: createFakeMediakitClient({
      seed: {
        apiKeys: Array.from({ length: 40 }, (_, index) => ({
          id: `key-${index}`,
          label: `Integration ${index + 1}${index === 3 ? ' with a rather long label for a partner dashboard' : ''}`,
          masked_value: `mk_live_••••${String(1000 + index)}`,
          created_at: day((index % 28) + 1),
          ...(index % 3 ? { last_used_at: day((index % 27) + 2) } : {}),
        })),
      },
    }),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(40));
  },
};

const failedLoad = loadFailureStories(
  (scenario) => createFakeMediakitClient({ scenarios: { 'apiKeys.list': scenario } }),
  {
    unauthenticated: 'Your session has ended. Sign in again to manage your API keys.',
    forbidden: 'Your account may not manage API keys.',
  },
);
export const Unauthenticated: Story = failedLoad.unauthenticated;
export const Forbidden: Story = failedLoad.forbidden;
export const ServerError: Story = failedLoad.serverError;
export const NetworkError: Story = failedLoad.networkError;

/** Retry after a failed load shows the list. */
export const RetryAfterFailure: Story = {
  args: { client: createFakeMediakitClient() },
  beforeEach: ({ args }) => {
    (args.client as ReturnType<typeof createFakeMediakitClient>).fake.failNext('apiKeys.list', 'network-error');
  },
  play: async ({ canvas }) => {
    await tabTo(await canvas.findByRole('button', { name: 'Retry' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('table')).toBeInTheDocument();
  },
};

export const CreateFailed: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'apiKeys.create': 'network-error' } }) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Label' }), 'CI{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  },
};
