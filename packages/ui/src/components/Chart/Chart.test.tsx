import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Chart } from './Chart';
import { labelledTicks, labelStride, niceTicks } from './scale';

const months = [
  { label: 'Jan', value: 120 },
  { label: 'Feb', value: 80 },
  { label: 'Mar', value: null },
  { label: 'Apr', value: 310.5 },
];
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format;

describe('Chart', () => {
  it('carries its data as a table named by the title, with the axis names and formatted values', () => {
    render(<Chart title="Credits used" data={months} xAxisLabel="Month" yAxisLabel="Credits" formatValue={inr} />);
    const table = screen.getByRole('table', { name: 'Credits used' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Credits']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Jan₹120.00', 'Feb₹80.00', 'Mar–', 'Apr₹310.50']);
    expect(screen.getByRole('figure', { name: 'Credits used' })).toBeInTheDocument();
  });

  it('gives whole-number data whole ticks, whatever the formatter prints', () => {
    const counts = [
      { label: 'Oct', value: 0 },
      { label: 'Nov', value: 1 },
    ];
    const { container } = render(<Chart title="Credits spent" type="bar" data={counts} formatValue={String} />);
    const texts = Array.from(container.querySelectorAll('svg text'), (text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['0', '1']));
    expect(texts).not.toContain('0.5');
  });

  it('hides the drawing from assistive technology and labels its axes', () => {
    const { container } = render(
      <Chart title="Tokens" type="bar" data={months} xAxisLabel="Month" yAxisLabel="Tokens" />,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const texts = Array.from(svg?.querySelectorAll('text') ?? [], (text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Month', 'Tokens', 'Jan', 'Apr', '0']));
    // One bar per value; the missing month has none.
    expect(svg?.querySelectorAll('rect')).toHaveLength(3);
    expect(svg?.querySelector('rect title')).toHaveTextContent('Jan: 120');
  });

  it('breaks the line at a missing value and marks every value with a point', () => {
    const { container } = render(<Chart title="Credits" data={months} />);
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
    expect(container.querySelectorAll('svg circle')).toHaveLength(3);
  });

  it('shows the table on demand and hides the drawing, by keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<Chart title="Credits" data={months} />);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('table').id);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('svg')?.parentElement).not.toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Show as table' })).toBeInTheDocument();
  });

  it('says so when there is nothing to draw, and offers no table', () => {
    const { rerender } = render(<Chart title="Credits" data={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data for this period.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <Chart title="Credits" data={[{ label: 'Jan', value: Number.NaN }]} messages={{ empty: 'Nothing yet' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nothing yet');
  });

  it('draws a single value, all zeros and negative values without NaN coordinates', () => {
    for (const data of [
      [{ label: 'Only', value: 5 }],
      [
        { label: 'A', value: 0 },
        { label: 'B', value: 0 },
      ],
      [
        { label: 'A', value: -40 },
        { label: 'B', value: 25 },
      ],
    ]) {
      for (const type of ['line', 'bar'] as const) {
        const { container, unmount } = render(<Chart title="T" type={type} data={data} />);
        expect(container.innerHTML).not.toContain('NaN');
        expect(container.innerHTML).not.toContain('Infinity');
        unmount();
      }
    }
  });

  it('uses formatTick for the axis and formatValue for the table', () => {
    const compact = new Intl.NumberFormat('en-US', { notation: 'compact' }).format;
    const { container } = render(
      <Chart
        title="Tokens"
        data={[{ label: 'Jan', value: 1_200_000 }]}
        formatValue={(v) => `${v} tokens`}
        formatTick={compact}
      />,
    );
    expect(Array.from(container.querySelectorAll('svg text'), (t) => t.textContent)).toEqual([
      '0',
      '500K',
      '1M',
      '1.5M',
      'Jan',
    ]);
    expect(screen.getByRole('table')).toHaveTextContent('1200000 tokens');
  });
});

describe('niceTicks', () => {
  it('starts at zero and steps by 1, 2 or 5 times a power of ten', () => {
    expect(niceTicks(0, 310)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(3, 9)).toEqual([0, 5, 10]);
    expect(niceTicks(0, 12)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(-40, 25)).toEqual([-40, -20, 0, 20, 40]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('steps no finer than the smallest step asked for (1 for counts)', () => {
    expect(niceTicks(0, 1)).toEqual([0, 0.5, 1]);
    expect(niceTicks(0, 1, 4, 1)).toEqual([0, 1]);
    expect(niceTicks(0, 3, 4, 1)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 310, 4, 1)).toEqual(niceTicks(0, 310));
  });
});

describe('labelledTicks', () => {
  const wholeCount = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);

  it('takes wider steps until no two labels are alike: a count of 2 is labelled 0, 1, 2', () => {
    expect(labelledTicks(0, 2, wholeCount)).toEqual({ ticks: [0, 1, 2], labels: ['0', '1', '2'] });
    expect(labelledTicks(0, 1, wholeCount)).toEqual({ ticks: [0, 1], labels: ['0', '1'] });
  });

  it('keeps the finer steps when the labels tell them apart', () => {
    expect(labelledTicks(0, 2, String)).toEqual({ ticks: [0, 0.5, 1, 1.5, 2], labels: ['0', '0.5', '1', '1.5', '2'] });
    expect(labelledTicks(0, 310, wholeCount).ticks).toEqual(niceTicks(0, 310));
  });
});

describe('labelStride', () => {
  it('skips labels only when they would overlap', () => {
    expect(labelStride(12, 600, 40)).toBe(1);
    expect(labelStride(12, 240, 40)).toBe(2);
    expect(labelStride(1, 10, 40)).toBe(1);
  });
});
