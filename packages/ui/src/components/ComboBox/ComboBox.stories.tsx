import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const styles = [
  { id: 'photoreal', label: 'Photoreal' },
  { id: '3d', label: '3D Render' },
  { id: 'concept', label: 'Concept Art' },
  { id: 'anime', label: 'Anime' },
  { id: 'illustration', label: 'Illustration' },
  { id: 'cinematic', label: 'Cinematic', description: 'Wide, film-like lighting' },
];

// Annotated (not `satisfies`): the inferred type would name react-aria internals that are not portable.
const meta: Meta<typeof ComboBox> = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: { label: 'Style', options: styles, placeholder: 'Type to search', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 320, minBlockSize: 320 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Style' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('cin');
    await expect(await body.findByRole('option', { name: /Cinematic/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('cinematic');
    await waitFor(() => expect(input).toHaveValue('Cinematic'));
  },
};

export const WithValue: Story = { args: { defaultValue: 'anime', description: 'Changes the look of every image.' } };
export const Invalid: Story = { args: { errorMessage: 'Pick a style.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'anime' } };

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('zzz');
    await expect(await within(canvasElement.ownerDocument.body).findByText('No matches')).toBeInTheDocument();
  },
};

/** An empty option list never crashes; the open list says there is nothing to choose (not "No matches"). */
export const EmptyOptions: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findByText('No options')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText('No options')).toBeNull());
  },
};
