import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorField } from './ColorField';

const meta = {
  title: 'UI/ColorField',
  component: ColorField,
  args: { label: 'Background colour', defaultValue: '#4f46e5', onChange: fn() },
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Background colour' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}#00ff00');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('#00ff00');
    await expect(input).toHaveValue('#00FF00');
  },
};

export const Empty: Story = { args: { defaultValue: undefined, description: 'Leave empty for transparent.' } };
export const Invalid: Story = { args: { errorMessage: 'Choose a colour with more contrast.' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const BadValue: Story = { args: { defaultValue: 'not a colour' } };
