import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StatTile, StatTileGrid } from './StatTile';

const meta = {
  title: 'UI/StatTile',
  component: StatTile,
  args: { label: 'Credits used', value: '1,208' },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Credits used' })).toHaveTextContent('1,208');
  },
};

export const Increase: Story = { args: { delta: '+12% vs last month', trend: 'up' } };
export const Decrease: Story = { args: { delta: '−8% vs last month', trend: 'down' } };
export const Flat: Story = { args: { delta: 'Same as last month', trend: 'flat' } };

/** Spend going up is bad news: the tone is passed in. */
export const IncreaseIsNegative: Story = {
  args: { label: 'Spend', value: '₹45,200.00', delta: '+18% vs last month', trend: 'up', tone: 'negative' },
};

export const WithHelp: Story = {
  args: { label: 'Credits left', value: '292', help: 'Of 1,500 this month; resets on 1 December.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Credits left' })).toHaveAccessibleDescription(
      'Of 1,500 this month; resets on 1 December.',
    );
  },
};

export const LongValue: Story = {
  args: { label: 'Tokens this year', value: '12,345,678,901', delta: '+4.2%', trend: 'up' },
};

const tiles = (
  <StatTileGrid aria-label="This month">
    <StatTile label="Credits used" value="1,208" delta="+12% vs last month" trend="up" />
    <StatTile label="Images" value="342" delta="−3%" trend="down" />
    <StatTile label="Revenue" value="₹24,999.00" />
    <StatTile label="Credits left" value="292" help="Resets on 1 December." />
  </StatTileGrid>
);

/** The tiles' tops and heights, their figures' font sizes and whether each figure stands on one line. */
const measure = (canvasElement: HTMLElement) => {
  const groups = within(canvasElement).getAllByRole('group');
  return groups.map((group) => {
    const figure = group.children[1] as HTMLElement;
    const { fontSize, lineHeight } = getComputedStyle(figure);
    return {
      top: Math.round(group.getBoundingClientRect().top),
      height: Math.round(group.getBoundingClientRect().height),
      fontSize: parseFloat(fontSize),
      oneLine: figure.getBoundingClientRect().height <= parseFloat(lineHeight) * 1.5,
    };
  });
};

/** StatTileGrid as the usage and billing screens lay it out: four in a row where they fit, a list of tiles. */
export const Grid: Story = {
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
  render: () => tiles,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'This month' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const measured = measure(canvasElement);
    await expect(new Set(measured.map((tile) => tile.top)).size).toBe(1);
    await expect(measured.map((tile) => tile.fontSize)).toEqual([24, 24, 24, 24]);
    await expect(measured.every((tile) => tile.oneLine)).toBe(true);
    // The tiles of a row are as tall as its tallest (the one with a line of help).
    await expect(new Set(measured.map((tile) => tile.height)).size).toBe(1);
  },
};

/**
 * On a phone's panel (324 px), two tiles side by side with a figure scaled to the tile (at least 18 px), "₹24,999.00"
 * on one line, instead of one tile per row.
 */
export const GridOnPhone: Story = {
  decorators: [(Story) => <div style={{ width: 324 }}>{Story()}</div>],
  render: () => tiles,
  play: async ({ canvasElement }) => {
    const measured = measure(canvasElement);
    await expect(measured[0]!.top).toBe(measured[1]!.top);
    await expect(measured[2]!.top).toBe(measured[3]!.top);
    await expect(measured[2]!.top).toBeGreaterThan(measured[0]!.top);
    for (const { fontSize } of measured) {
      await expect(fontSize).toBeGreaterThanOrEqual(18);
      await expect(fontSize).toBeLessThan(24);
    }
    await expect(measured.every((tile) => tile.oneLine)).toBe(true);
  },
};

/** Eight tiles in a laptop's panel (740 px): four across at 173 px, the long figure smaller and on one line. */
export const GridNarrowTiles: Story = {
  decorators: [(Story) => <div style={{ width: 740 }}>{Story()}</div>],
  render: () => (
    <StatTileGrid aria-label="Billing summary">
      <StatTile label="Plan" value="Pro annual" />
      <StatTile label="Tokens used this month" value="3.2Cr of 5Cr" />
      <StatTile label="Next invoice" value="₹24,999.00" />
      <StatTile label="Tax" value="18%" />
      <StatTile label="Overage rate" value="₹0.85" />
      <StatTile label="Seats" value="12" />
      <StatTile label="Invoices paid" value="11" />
      <StatTile label="Refunds" value="₹0.00" />
    </StatTileGrid>
  ),
  play: async ({ canvasElement }) => {
    const measured = measure(canvasElement);
    await expect(measured.map((tile) => tile.top === measured[0]!.top)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    await expect(measured[2]!.fontSize).toBeLessThan(24);
    await expect(measured.every((tile) => tile.oneLine)).toBe(true);
  },
};

/** The tiles in each row, from their tops. */
const rowSizes = (canvasElement: HTMLElement) => {
  const tops = measure(canvasElement).map((tile) => tile.top);
  return [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
};

/**
 * Tiles that need two rows are spread evenly over them: five where four fit are three and two, six where five fit
 * three and three (the admin dashboard's sections), never a row of one under a full row. A resize spreads them again.
 */
export const GridBalanced: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div data-testid="five" style={{ width: 740 }}>
        <StatTileGrid aria-label="Five">
          {['Plan', 'Tokens', 'Next invoice', 'Tax', 'Overage'].map((label) => (
            <StatTile key={label} label={label} value="1,208" />
          ))}
        </StatTileGrid>
      </div>
      <div data-testid="six" style={{ width: 800 }}>
        <StatTileGrid aria-label="Six">
          {['Users', 'Admins', 'New this week', 'Active today', 'Suspended', 'Deleted'].map((label) => (
            <StatTile key={label} label={label} value="2" />
          ))}
        </StatTileGrid>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const five = canvas.getByTestId('five');
    const six = canvas.getByTestId('six');
    await expect(rowSizes(five)).toEqual([3, 2]);
    await expect(rowSizes(six)).toEqual([3, 3]);
    // Wide enough for all six: one row; narrower, four fit: two rows of three again.
    six.style.width = '1100px';
    await waitFor(() => expect(rowSizes(six)).toEqual([6]));
    six.style.width = '640px';
    await waitFor(() => expect(rowSizes(six)).toEqual([3, 3]));
  },
};
