import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Paragraph: Story = { args: { lines: 3 } };
export const Rect: Story = { args: { shape: 'rect', height: 160 } };
export const Circle: Story = { args: { shape: 'circle', width: 40 } };

/** A media card while loading: the container carries aria-busy and a label. */
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading media" role="group" style={{ display: 'grid', gap: 12 }}>
      <Skeleton shape="rect" height={140} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width={32} />
        <Skeleton lines={2} style={{ flex: 1 }} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Loading media' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    const shapes = canvasElement.querySelectorAll('[data-shape]');
    await expect(shapes.length).toBeGreaterThan(0);
    shapes.forEach((el) => expect(el).toHaveAttribute('aria-hidden', 'true'));
  },
};
