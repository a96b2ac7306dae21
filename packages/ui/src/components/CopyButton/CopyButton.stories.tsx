import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const writeText = fn(async (_text: string) => {});

function stubClipboard(impl: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  writeText.mockReset();
  writeText.mockImplementation(impl);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { text: 'mk_live_4f9c2a', onCopy: fn(), onCopyError: fn() },
  beforeEach: () => stubClipboard(async () => {}),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab, Enter copies and announces 'Copied!'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied!'));
    await expect(writeText).toHaveBeenCalledWith('mk_live_4f9c2a');
    await expect(args.onCopy).toHaveBeenCalledWith('mk_live_4f9c2a');
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, label: 'Copy API key' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied!'));
  },
};

/** The clipboard refuses: the failure is shown and announced. */
export const Failure: Story = {
  beforeEach: () =>
    stubClipboard(async () => {
      throw new Error('denied');
    }),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Could not copy/));
    await expect(args.onCopyError).toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
