import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast } from './Toast';
import { createToastQueue, type ToastApi } from './toastQueue';

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => toast.success('Logout success')}>Success</Button>
      <Button variant="secondary" onPress={() => toast.error('Login failed', { description: 'Invalid credentials' })}>
        Error
      </Button>
      <Button variant="secondary" onPress={() => toast.info('Task queued, will start soon…')}>
        Info
      </Button>
    </div>
  );
}

function Demo({ toasts }: { toasts: ToastApi }) {
  return (
    <ToastProvider toasts={toasts}>
      <Triggers />
    </ToastProvider>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Demo,
  args: { toasts: createToastQueue() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter shows a toast, Alt+T moves focus to it, its close button dismisses it. */
export const Success: Story = {
  args: { toasts: createToastQueue() },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Success' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const toast = await within(region).findByRole('alertdialog', { name: 'Logout success' });
    await expect(toast).toHaveAttribute('data-variant', 'success');
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(toast).toHaveFocus());
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ErrorWithDescription: Story = {
  args: { toasts: createToastQueue() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Login failed' });
    await expect(toast).toHaveAttribute('data-variant', 'error');
    await expect(toast).toHaveAccessibleDescription('Invalid credentials');
    args.toasts.clear();
  },
};

export const Info: Story = {
  args: { toasts: createToastQueue() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Info' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Task queued, will start soon…' });
    await expect(toast).toHaveAttribute('data-variant', 'info');
    args.toasts.clear();
  },
};

/** Several at once, newest first, each closing itself after 5 s. */
export const Stack: Story = {
  args: { toasts: createToastQueue() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
    args.toasts.clear();
  },
};
