import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultCard } from './ResultCard';

const meta = {
  title: 'Runtime/ResultCard',
  component: ResultCard,
  args: { heading: 'Extracted text', children: <p>Hello from the scanned receipt.</p> },
} satisfies Meta<typeof ResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Extracted text' });
    await expect(within(region).getByRole('heading', { level: 3, name: 'Extracted text' })).toBeInTheDocument();
  },
};
