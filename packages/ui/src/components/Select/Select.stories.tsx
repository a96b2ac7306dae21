import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const sizes = [
  { id: '1024x1024', label: '1024×1024', description: 'Square' },
  { id: '1024x1344', label: '1024×1344', description: 'Portrait' },
  { id: '1344x1024', label: '1344×1024', description: 'Landscape' },
  { id: '768x1024', label: '768×1024' },
  { id: '1024x768', label: '1024×768', isDisabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Image size', options: sizes, placeholder: 'Choose a size', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          'A styled native `<select>`: the browser draws the open list (a sheet on phones) and gives it its keyboard',
          '(arrows, type-ahead, Enter/Space or Alt+Down to open, Escape to close), its form validation (`isRequired`)',
          'and its announcements. Kept from the react-aria version: the props (`label`, `description`,',
          '`errorMessage`, `options`, `value`/`defaultValue`/`onChange` with the option ids as keys, `placeholder`,',
          '`emptyText`, `isDisabled`, `isRequired`, `disabledKeys`), labels and descriptions wired to the control, dark',
          'theme. Given up: custom option rendering (the check mark and the muted second line: an option’s',
          '`description` is now its tooltip and accessible description), `isOpen`/`onOpenChange`, and the list’s own',
          'styling (it is the platform’s). In exchange the component weighs about 2 kB instead of 40 kB gzipped.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Image size' });
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue('Choose a size');
    await userEvent.selectOptions(select, '1024×1344');
    await expect(args.onChange).toHaveBeenLastCalledWith('1024x1344');
    await expect(select).toHaveDisplayValue('1024×1344');
  },
};

export const WithValue: Story = { args: { defaultValue: '1344x1024', description: 'Larger sizes cost more.' } };

export const Invalid: Story = {
  args: { errorMessage: 'Choose a size.', isRequired: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Image size' });
    await expect(select).toHaveAccessibleDescription('Choose a size.');
    await expect(select).toBeInvalid();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '1024x1024' } };

/** An empty option list never crashes; the list says so. */
export const EmptyOptions: Story = {
  args: { options: [], label: 'Model', placeholder: 'No models yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Model' })).toHaveDisplayValue('No models yet');
    await expect(canvas.getByRole('option', { name: 'No options' })).toBeDisabled();
  },
};

/** Numbers as ids stay numbers in `onChange`. */
export const NumberIds: Story = {
  args: {
    label: 'Images per prompt',
    placeholder: undefined,
    defaultValue: 1,
    options: [1, 2, 4].map((count) => ({ id: count, label: String(count) })),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox'), '4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};
