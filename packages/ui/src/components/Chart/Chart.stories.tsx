import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chart, type ChartDatum } from './Chart';

const periods = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const creditsUsed: ChartDatum[] = [120, 95, 180, 240, 210, 320, 290, 410, 380, 455, 430, 512].map((value, index) => ({
  label: `${periods[index]} 2026`,
  value,
}));
const tokens: ChartDatum[] = [1.2e6, 0.9e6, 1.6e6, 2.1e6, 1.8e6, 2.6e6, 2.4e6, 3.1e6, 2.9e6, 3.4e6, 3.3e6, 4.05e6].map(
  (value, index) => ({ label: periods[index] ?? '', value }),
);
const integer = new Intl.NumberFormat('en-US').format;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' }).format;

const meta = {
  title: 'UI/Chart',
  component: Chart,
  args: {
    title: 'Credits used',
    data: creditsUsed,
    xAxisLabel: 'Month',
    yAxisLabel: 'Credits',
    formatValue: integer,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to 'Show as table', Enter shows the table in place of the drawing, Space hides it again. */
export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Credits used' })).toBeInTheDocument();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Dec 2026' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
  },
};

export const Bar: Story = {
  args: { type: 'bar', title: 'Token usage', data: tokens, yAxisLabel: 'Tokens', formatTick: compact },
};

/** The table shown: what the 'Show as table' button leads to. */
export const TableShown: Story = {
  args: { type: 'bar', title: 'Token usage', data: tokens, yAxisLabel: 'Tokens', formatTick: compact },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('cell', { name: '4,050,000' })).toBeVisible();
  },
};

/** Amounts in the account's currency and locale, passed in as a formatter. */
export const Currency: Story = {
  args: {
    type: 'bar',
    title: 'Spend',
    yAxisLabel: 'Amount',
    data: creditsUsed.map((datum) => ({ ...datum, value: (datum.value ?? 0) * 37.5 })),
    formatValue: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format,
    formatTick: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact' }).format,
  },
};

/** A missing period is a gap in the line and '–' in the table. */
export const WithGaps: Story = {
  args: { data: creditsUsed.map((datum, index) => (index === 4 || index === 5 ? { ...datum, value: null } : datum)) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg path')).toHaveLength(2);
    await expect(within(canvasElement).getAllByRole('cell', { name: '–' })).toHaveLength(2);
  },
};

export const NegativeValues: Story = {
  args: {
    type: 'bar',
    title: 'Net credits',
    yAxisLabel: 'Credits',
    data: [40, -25, 60, -80, 15, 90].map((value, index) => ({ label: periods[index] ?? '', value })),
  },
};

/** The width follows the container: in a narrow card the labels thin out instead of overlapping. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg')).toHaveAttribute('width', '280'));
    const labels = Array.from(canvasElement.querySelectorAll('svg text'), (text) => text.textContent);
    await expect(labels).not.toContain('Feb 2026');
    await expect(labels).toContain('Jan 2026');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No data for this period.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithoutTableToggle: Story = { args: { showTableToggle: false } };
