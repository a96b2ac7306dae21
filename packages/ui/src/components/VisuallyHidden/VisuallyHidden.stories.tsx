import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  render: () => (
    <button type="button">
      <span aria-hidden="true">★</span>
      <VisuallyHidden>Add to favourites</VisuallyHidden>
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;

export const NamesAnIconButton: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to favourites' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(40);
  },
};
