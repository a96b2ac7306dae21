import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const resolutions = [
  { value: '480p', label: '480p', description: '+2 credits' },
  { value: '720p', label: '720p', description: '+4 credits' },
  { value: '1080p', label: '1080p', description: '+6 credits' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Resolution', options: resolutions, defaultValue: '720p', onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '720p' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '1080p' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('1080p');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithDescription: Story = { args: { description: 'Higher resolutions cost more.' } };
export const Invalid: Story = { args: { defaultValue: undefined, errorMessage: 'Choose a resolution.' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledOption: Story = {
  args: { options: [...resolutions, { value: '4k', label: '4K', description: 'Pro plan', isDisabled: true }] },
};
export const EmptyOptions: Story = { args: { options: [], defaultValue: undefined } };
