import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { SearchIcon } from '../Icon';
import { Select } from '../Select';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Name', onChange: fn() },
  argTypes: { type: { control: 'select', options: ['text', 'email', 'password', 'url', 'search', 'tel'] } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', description: 'Used to sign in.' },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'hunter2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Url: Story = { args: { label: 'Website', type: 'url', placeholder: 'https://' } };

export const WithPrefix: Story = {
  args: { label: 'Search', type: 'search', prefix: <SearchIcon />, placeholder: 'Search media' },
};

export const Invalid: Story = {
  args: { label: 'Username', errorMessage: 'Username is required.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Username is required.');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Read only' } };

/** No visible label: the placeholder names the field, so it is still accessible. */
export const WithoutLabel: Story = {
  args: { label: undefined, placeholder: 'Search prompts' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Search prompts' })).toBeInTheDocument();
  },
};

/** Keyboard: type, Tab to 'Clear search', Enter empties the field and focus returns to it; Escape clears too. */
export const Search: Story = {
  args: { label: 'Search users', type: 'search', prefix: <SearchIcon />, placeholder: 'Name, email, role or status' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.keyboard('ada');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('grace{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const SearchWithText: Story = {
  args: { label: 'Search users', type: 'search', prefix: <SearchIcon />, defaultValue: 'ada' },
};

/**
 * In a row of filters the field's box is as tall as a select's and a medium button's (40 px with their borders): the
 * field's border once came on top of its 40 px, and its edges stood 2 px above the selects beside it.
 */
export const InARowOfControls: Story = {
  args: { label: 'Search users', type: 'search', prefix: <SearchIcon /> },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 8 }}>
      <TextField {...args} />
      <Select label="Role" options={[{ id: 'all', label: 'All' }]} defaultValue="all" />
      <Button variant="secondary">Clear</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (element: Element) => element.getBoundingClientRect().height;
    const field = canvas.getByRole('searchbox', { name: 'Search users' }).parentElement as HTMLElement;
    const select = canvasElement.querySelector('select') as HTMLSelectElement;
    await expect(height(field)).toBe(40);
    await expect(height(select)).toBe(40);
    await expect(height(canvas.getByRole('button', { name: 'Clear' }))).toBe(40);
  },
};
