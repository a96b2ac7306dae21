import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger, Modal } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Delete project?' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Delete project</Button>
      <Modal>
        <Dialog
          {...args}
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button variant="danger" onPress={close}>
                Delete
              </Button>
            </>
          )}
        >
          This removes the project and its renders. It cannot be undone.
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, focus is trapped inside, Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete project' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  render: (args) => (
    <Modal defaultOpen>
      <Dialog {...args} footer={<Button>OK</Button>}>
        Your render is ready.
      </Dialog>
    </Modal>
  ),
  args: { title: 'Render finished' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Render finished' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

export const WithoutCloseButton: Story = {
  render: (args) => (
    <Modal defaultOpen size="sm" isDismissable={false}>
      <Dialog {...args} showCloseButton={false} footer={({ close }) => <Button onPress={close}>Got it</Button>}>
        Choose a plan to continue.
      </Dialog>
    </Modal>
  ),
  args: { title: 'Out of credits' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Out of credits' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Show details</Button>
      <Modal
        size="lg"
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      >
        <Dialog title="Job details">Model: sdxl · Status: Completed · Tokens: 1,208</Dialog>
      </Modal>
    </>
  );
}

export const ControlledLarge: Story = {
  args: { title: 'Job details' },
  render: () => <Controlled onOpenChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Job details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Show details' })).toHaveFocus());
  },
};

const confirmDelete = fn();

/**
 * The confirmation pattern for delete and revoke: `role="alertdialog"`, the consequence as its description, Cancel
 * first. Keyboard: open, Tab to the action, Enter confirms and closes, focus returns to the trigger.
 */
export const Confirmation: Story = {
  args: { title: 'Revoke API key?', role: 'alertdialog', 'aria-describedby': 'revoke-consequence' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Revoke key</Button>
      <Modal>
        <Dialog
          {...args}
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button
                variant="danger"
                onPress={() => {
                  confirmDelete();
                  close();
                }}
              >
                Revoke
              </Button>
            </>
          )}
        >
          <p id="revoke-consequence">Apps using this key stop working at once. This cannot be undone.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    confirmDelete.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Revoke key' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API key?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Apps using this key stop working at once. This cannot be undone.',
    );
    const revoke = within(dialog).getByRole('button', { name: 'Revoke' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4 && document.activeElement !== revoke; i += 1) await userEvent.tab();
    await expect(revoke).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(confirmDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
