import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Quantity', defaultValue: 1, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A native `<input type="number">` (role `spinbutton`) with labelled − / + steppers. Kept from the',
          'react-aria version: the props, the keys (arrows step, Page Up/Down ten steps, Home/End to the bounds),',
          'clamping and snapping to the step on blur or Enter, `onChange` only with committed numbers (NaN when',
          'emptied), the label, description and error wired to the input, the native form checks (`isRequired`,',
          '`min`/`max`/`step`) and both themes. `formatOptions` keeps its fraction digits and percentages, and a',
          'currency or unit is shown beside the field and read with the value. Given up: locale-aware formatting',
          'and parsing inside the field (grouping separators, other numeral systems, typing "1.234,5" or "$29"),',
          'and the steppers’ press-and-hold repeat. In exchange about 9 kB gzipped less per tool.',
        ].join(' '),
      },
    },
  },
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
    const input = canvas.getByRole('spinbutton', { name: 'CFG' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue(7.5);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** A typed value is clamped and snapped when the field is left. */
export const TypedAndClamped: Story = {
  args: { label: 'Canvas width', minValue: 32, maxValue: 4096, step: 1, defaultValue: 1024 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Canvas width' });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(32);
    await expect(input).toHaveValue(32);
  },
};

export const Currency: Story = {
  args: { label: 'Amount', defaultValue: 29, formatOptions: { style: 'currency', currency: 'USD' } },
};

export const Percent: Story = {
  args: {
    label: 'Opacity',
    defaultValue: 0.8,
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
  },
};

export const Invalid: Story = { args: { label: 'Seed', errorMessage: 'Seed must be a positive number.' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Empty: Story = { args: { label: 'Seed', defaultValue: undefined, placeholder: 'Random' } };
