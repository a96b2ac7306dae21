import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Table } from '@mediakit/ui/Table';
import { ConsoleErrorState, ConsolePanel, ConsoleSecretOnce, ConsoleSection } from './ConsoleViews';
import * as consoleStyles from './ConsoleViews.css';
import { ConsoleBoundary } from '../ConsoleProvider/ConsoleBoundary';
import { MissingConsoleClientError, missingConsoleClientMessage } from '../ConsoleProvider/MediakitConsoleProvider';

/** The console screens' shared pieces: a titled section, a plain table, the error block with Retry. */
function ConsoleViewsDemo({ error, onRetry }: { error?: string; onRetry: () => void }) {
  return (
    <div className={consoleStyles.stack}>
      <ConsoleErrorState message={error} retryLabel="Retry" onRetry={onRetry} />
      <ConsoleSection title="API keys">
        <p className={consoleStyles.muted}>Keys sign requests from your own servers.</p>
        <Table
          aria-label="API keys"
          columns={[
            { id: 'label', name: 'Label' },
            { id: 'key', name: 'Key', className: consoleStyles.mono },
          ]}
          rows={[{ id: 1, label: 'Production', key: 'mk_live_••••3f9a' }]}
        />
      </ConsoleSection>
    </div>
  );
}

const meta = {
  component: ConsoleViewsDemo,
  args: { onRetry: fn() },
} satisfies Meta<typeof ConsoleViewsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'API keys' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Label' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A failed load: the message is announced, Retry (by keyboard) calls onRetry. */
export const ErrorWithRetry: Story = {
  args: { error: 'Could not reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The billing, usage and invoices screens' card: a raised panel, its table and the framed failure block with Retry. */
export const Panel: Story = {
  args: { error: 'The server could not load billing. Try again in a minute.' },
  render: ({ error, onRetry }) => (
    <div className={consoleStyles.panelScreen}>
      <ConsolePanel title="Invoices">
        <ConsoleErrorState framed message={error} onRetry={onRetry} />
        <Table
          variant="panel"
          caption="Last 12 months"
          columns={[
            { id: 'month', name: 'Month', isRowHeader: true },
            { id: 'amount', name: 'Amount', align: 'end' },
          ]}
          rows={[{ id: 1, month: 'March 2026', amount: '₹1,200.00' }]}
        />
        <p className={consoleStyles.panelMuted}>Amounts in the account's currency.</p>
      </ConsolePanel>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Invoices' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not load billing.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A secret the server shows once (API keys, webhook signing secrets): named value, Copy, and Done by keyboard. */
export const SecretOnce: Story = {
  render: ({ onRetry }) => (
    <ConsoleSecretOnce
      heading="Key “Production” created"
      notice="Copy it now: this is the only time the full key is shown."
      secret="mk_live_4f1c9a7e2b"
      text={{
        secretLabel: 'Your new API key',
        copy: 'Copy',
        copied: 'Copied!',
        copyFailed: 'Could not copy. Select the key and copy it yourself.',
        done: 'Done',
      }}
      onDone={onRetry}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Key “Production” created' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Your new API key')).toHaveTextContent('mk_live_4f1c9a7e2b');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** What useConsoleClient throws without a console client. */
function NeedsConsoleClient(): never {
  throw new MissingConsoleClientError(missingConsoleClientMessage);
}

/** A console screen's boundary (`withConsoleBoundary`, from the kit's CSS-free entry), made of ui's parts. */
export const ConsoleScreenMissingClient: Story = {
  render: () => (
    <ConsoleBoundary title="Invoices">
      <NeedsConsoleClient />
    </ConsoleBoundary>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement).getByRole('region', { name: 'Invoices' });
    await expect(within(screen).getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    await expect(within(screen).getByRole('alert')).toHaveTextContent(missingConsoleClientMessage);
    await expect(within(screen).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
