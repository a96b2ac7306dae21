import { createFakeMediakitClient, type FakeScenario } from '@mediakit/api-client/fake';
import { loadFailureStory, screenStateStories, secretStories, tabTo } from '@mediakit/test-support/stories';
import type { WebhookEvent } from '@mediakit/api-client/console';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Integrations } from './Integrations';

type FakeClient = ReturnType<typeof createFakeMediakitClient>;

/** Two webhooks, one paused after a (simulated) failed test, the other tested twice; once per client. */
async function seedWebhooks(client: FakeClient) {
  const { webhooks } = client.integrations;
  if ((await webhooks.list()).length) return;
  const failing = await webhooks.create({ url: 'https://ci.example.org/fail/mediakit', events: ['job.failed'] });
  await webhooks.sendTest(failing.id);
  await webhooks.update(failing.id, { active: false });
  const live = await webhooks.create({
    url: 'https://hooks.example.com/mediakit/events',
    events: ['job.completed', 'job.failed'],
  });
  await webhooks.sendTest(live.id);
  await webhooks.sendTest(live.id);
}

const seed = async ({ args }: { args: { client?: unknown } }) => seedWebhooks(args.client as FakeClient);

/** A story's `beforeEach` that gives its fake the one webhook at `url`. */
const withWebhook =
  (url: string, events: WebhookEvent[]) =>
  async ({ args }: { args: { client?: unknown } }) => {
    await (args.client as FakeClient).integrations.webhooks.create({ url, events });
  };

const meta = { title: 'Console/Integrations', component: Integrations } satisfies Meta<typeof Integrations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two webhooks: URL, events, Active or Paused, the masked secret, and the actions. */
export const Populated: Story = {
  args: { client: createFakeMediakitClient() },
  beforeEach: seed,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your webhooks' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'https://hooks.example.com/mediakit/events',
      'https://ci.example.org/fail/mediakit',
    ]);
    await expect(items[0]).toHaveTextContent(/Active.*Job completed, Job failed · Secret whsec_••••/);
    await expect(items[1]).toHaveTextContent(/Paused.*Job failed/);
    await expect(within(items[1]!).getByRole('switch', { name: /Send events to/ })).not.toBeChecked();
  },
};

/** Keyboard: open a webhook's deliveries: time, event, attempt, result (with the status code), duration. */
export const DeliveriesByKeyboard: Story = {
  args: { client: createFakeMediakitClient() },
  beforeEach: seed,
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', {
      name: 'Deliveries of https://hooks.example.com/mediakit/events',
    });
    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await canvas.findByRole('table', { name: 'Recent deliveries' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent(/Delivered \(200\)ping10 ms/);
    await expect(toggle).toHaveAccessibleName('Hide deliveries of https://hooks.example.com/mediakit/events');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument());
  },
};

const secret = secretStories(createFakeMediakitClient, {
  ready: (canvas) => canvas.findByText('No webhooks yet.'),
  field: 'Endpoint URL',
  typed: 'https://hooks.example.com/new',
  region: 'Webhook added',
  secretLabel: 'Signing secret',
  secret: /^whsec_/,
  copyLabel: 'Copy secret',
  after: async (canvas, secret) => {
    await expect(await canvas.findByText(`Secret whsec_••••${secret.slice(-4)}`, { exact: false })).toBeInTheDocument();
  },
});

/** Keyboard: type the URL, Enter adds it; the signing secret shows once with Copy; Done hides it for good. */
export const AddByKeyboard: Story = secret.shownOnce;

/** The signing secret just shown, once, with Copy and Done. */
export const SecretShown: Story = secret.shown;

/** A private address is refused with the server's words, under the field. */
export const PrivateAddressRefused: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Endpoint URL' }), 'http://10.0.0.5/hook{Enter}');
    await expect(
      await canvas.findByText(
        'The webhook URL must be a public address (local and private addresses are refused on this server).',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Endpoint URL' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No URL, or no event: refused before any request. */
export const FormRefused: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Job completed' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Job failed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await expect(await canvas.findByText('Enter the URL of your endpoint.')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one event.');
  },
};

/** Send test event: the endpoint's answer in words (here a simulated 500). */
export const TestEventFailed: Story = {
  args: { client: createFakeMediakitClient() },
  beforeEach: withWebhook('https://ci.example.org/fail', ['job.failed']),
  play: async ({ canvas }) => {
    await tabTo(await canvas.findByRole('button', { name: 'Send test event to https://ci.example.org/fail' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Test event failed: The endpoint answered 500\./);
  },
};

/** Pause with the switch (Space), then delete after the confirmation; focus goes to the list. */
export const PauseAndDelete: Story = {
  args: { client: createFakeMediakitClient() },
  beforeEach: withWebhook('https://hooks.example.com/a', ['job.completed']),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Send events to https://hooks.example.com/a' });
    await tabTo(toggle);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(canvas.getByRole('status')).toHaveTextContent('Webhook paused');
    await tabTo(canvas.getByRole('button', { name: 'Delete the webhook https://hooks.example.com/a' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this webhook?' });
    await expect(dialog).toHaveAccessibleDescription(/https:\/\/hooks.example.com\/a will receive no more events/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Webhook deleted.');
    await expect(canvas.getByRole('heading', { name: 'Your webhooks' })).toHaveFocus();
    await expect(canvas.getByText('No webhooks yet.')).toBeInTheDocument();
  },
};

// The fake starts with no webhooks: its empty state needs no seed.
const states = screenStateStories(
  createFakeMediakitClient,
  {},
  { loading: 'Loading webhooks…', empty: 'No webhooks yet.' },
);
export const Empty: Story = states.empty;
export const Loading: Story = states.loading;

const failedLoad = (scenario: FakeScenario, message: string): Story =>
  loadFailureStory(createFakeMediakitClient({ scenarios: { 'integrations.webhooks.list': scenario } }), message);

export const Unauthenticated = failedLoad(
  'unauthenticated',
  'Your session has ended. Sign in again to manage your integrations.',
);
export const ServerError = failedLoad('server-error', 'The server had a problem. Try again in a moment.');

export const AddFailed: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'integrations.webhooks.create': 'network-error' } }) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Endpoint URL' }), 'https://hooks.example.com/x{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  },
};
