import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const sizes = [
  { id: '1024x1024', label: '1024×1024', description: 'Square' },
  { id: '1024x1344', label: '1024×1344', description: 'Portrait' },
  { id: '1344x1024', label: '1344×1024', description: 'Landscape' },
  { id: '768x1024', label: '768×1024' },
  { id: '1024x768', label: '1024×768', isDisabled: true },
];

// Annotated (not `satisfies`): the inferred type would name react-aria internals that are not portable.
const meta: Meta<typeof Select> = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Image size', options: sizes, placeholder: 'Choose a size', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 320, minBlockSize: 320 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Image size/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1024x1344');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('1024×1344');
  },
};

export const WithValue: Story = { args: { defaultValue: '1344x1024', description: 'Larger sizes cost more.' } };
export const Invalid: Story = { args: { errorMessage: 'Choose a size.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '1024x1024' } };

/** An empty option list never crashes; the open list says so. */
export const EmptyOptions: Story = {
  args: { options: [], label: 'Model', placeholder: 'No models yet' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('No options')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText('No options')).toBeNull());
  },
};
