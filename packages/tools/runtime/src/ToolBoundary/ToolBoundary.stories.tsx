import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { missingClientMessage, MissingClientError } from '../MediakitProvider';
import { ToolBoundary, type ToolBoundaryProps } from './ToolBoundary';

/** What useMediakitClient throws without a client (Storybook's preview gives every story a fake one). */
function NeedsClient(): never {
  throw new MissingClientError(missingClientMessage);
}

function Crashes(): never {
  throw new Error('x is undefined');
}

const meta = {
  title: 'Runtime/ToolBoundary',
  args: { title: 'Image to text (OCR)', children: <NeedsClient /> },
  render: (args) => <ToolBoundary {...args} />,
} satisfies Meta<ToolBoundaryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MissingClient: Story = {
  play: async ({ canvasElement }) => {
    const tool = within(canvasElement).getByRole('region', { name: 'Image to text (OCR)' });
    await expect(within(tool).getByRole('alert')).toHaveTextContent(missingClientMessage);
  },
};

export const Crashed: Story = {
  args: { title: 'Chat', children: <Crashes /> },
  play: async ({ canvasElement }) => {
    const tool = within(canvasElement).getByRole('region', { name: 'Chat' });
    await expect(within(tool).getByRole('alert')).toHaveTextContent('Something went wrong in this tool.');
    await expect(within(tool).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
