import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the terms', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Select all' } };
export const WithDescription: Story = { args: { description: 'You can unsubscribe at any time.' } };
export const Invalid: Story = { args: { errorMessage: 'Please accept the terms.' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };

export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Export formats" description="Pick one or more." defaultValue={['png']}>
      <Checkbox value="png">PNG</Checkbox>
      <Checkbox value="jpg">JPG</Checkbox>
      <Checkbox value="webp">WebP</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Export formats' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'JPG' })).toBeChecked();
  },
};

export const HorizontalGroup: Story = {
  render: () => (
    <CheckboxGroup label="Media" orientation="horizontal">
      <Checkbox value="image">Image</Checkbox>
      <Checkbox value="video">Video</Checkbox>
      <Checkbox value="audio">Audio</Checkbox>
    </CheckboxGroup>
  ),
};
