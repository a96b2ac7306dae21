import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Quantity', defaultValue: 1, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Spec 000 §5: CFG input, number, min 1, max 15, step 0.5, default 7.5. */
export const Cfg: Story = {
  args: {
    label: 'CFG',
    minValue: 1,
    maxValue: 15,
    step: 0.5,
    defaultValue: 7.5,
    description: 'How closely the image follows the prompt (1–15).',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'CFG' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('7.5');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Currency: Story = {
  args: { label: 'Amount', defaultValue: 29, formatOptions: { style: 'currency', currency: 'USD' } },
};

export const Invalid: Story = { args: { label: 'Seed', errorMessage: 'Seed must be a positive number.' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Empty: Story = { args: { label: 'Seed', defaultValue: undefined, placeholder: 'Random' } };
