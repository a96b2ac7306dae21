import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleBoundary, missingConsoleClientMessage } from '../ConsoleProvider';
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

function NeedsConsoleClient(): never {
  throw new MissingClientError(missingConsoleClientMessage);
}

/** A console screen's boundary (`withConsoleBoundary`, from the CSS-free console entry), made of ui's parts. */
export const ConsoleScreenMissingClient: Story = {
  args: { title: 'Invoices', children: <NeedsConsoleClient /> },
  render: ({ title, children }) => <ConsoleBoundary title={title}>{children}</ConsoleBoundary>,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement).getByRole('region', { name: 'Invoices' });
    await expect(within(screen).getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    await expect(within(screen).getByRole('alert')).toHaveTextContent(missingConsoleClientMessage);
    await expect(within(screen).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
