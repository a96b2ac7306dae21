import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Email notifications', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };
export const WithDescription: Story = { args: { description: 'We send at most one email a day.' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

export const RightToLeft: Story = {
  args: { defaultSelected: true, children: 'إشعارات البريد' },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Switch {...args} />
    </div>
  ),
};
