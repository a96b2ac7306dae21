import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CopyIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: 'Copy prompt', children: null },
  render: (args) => (
    <div style={{ paddingBlockStart: 48 }}>
      <Tooltip {...args}>
        <IconButton label="Copy">
          <CopyIcon />
        </IconButton>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focusing the trigger shows the tip at once; Escape hides it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Copy prompt');
    await expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnHover: Story = {
  args: { delay: 0, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    // Hover tips answer pointer users: make the last interaction a pointer one, as for a real mouse user.
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy prompt');
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true, showArrow: false } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async () => {
    await userEvent.tab();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
