import { Button } from '@mediakit/ui/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function WithTrigger(props: Omit<ConfirmDialogProps, 'isOpen' | 'onCancel' | 'onConfirm'> & { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Cancel job
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Cancel this job?',
    description: 'Its credits go back to its owner. A cancelled job cannot be resumed.',
    confirmLabel: 'Cancel job',
    cancelLabel: 'Keep it',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens it with focus on the safe choice; Tab, Enter confirms; focus returns to the trigger. */
export const ConfirmByKeyboard: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Cancel job' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this job?' });
    await expect(dialog).toHaveAccessibleDescription(/Its credits go back/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Escape is Cancel. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A failure keeps it open and says why; a busy action shows its busy label. */
export const FailedAndBusy: Story = {
  args: { error: 'The server had a problem. Try again in a moment.', isBusy: true, busyLabel: 'Cancelling…' },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The server had a problem.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelling…' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
