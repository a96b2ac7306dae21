import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatTile, StatTileGrid } from './StatTile';

describe('StatTile', () => {
  it('is a group named by its label, with value, change and help', () => {
    render(
      <StatTile label="Credits used" value="1,208" delta="+12% vs last month" trend="up" help="Resets on 1 Dec" />,
    );
    const tile = screen.getByRole('group', { name: 'Credits used' });
    expect(tile).toHaveTextContent('1,208');
    expect(tile).toHaveAccessibleDescription('Resets on 1 Dec');
    expect(screen.getByText('+12% vs last month')).toHaveAttribute('data-tone', 'positive');
    expect(screen.getByText('↑')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its tone from the trend unless told, for figures where up is bad news', () => {
    const { rerender } = render(<StatTile label="Spend" value="₹4,500" delta="-3%" trend="down" />);
    expect(screen.getByText('-3%')).toHaveAttribute('data-tone', 'negative');
    rerender(<StatTile label="Spend" value="₹4,500" delta="+8%" trend="up" tone="negative" />);
    expect(screen.getByText('+8%')).toHaveAttribute('data-tone', 'negative');
    rerender(<StatTile label="Spend" value="₹4,500" delta="No change" />);
    expect(screen.getByText('No change')).toHaveAttribute('data-tone', 'neutral');
  });

  it('leaves out what it is not given', () => {
    render(<StatTile label="Users" value={0} />);
    const tile = screen.getByRole('group', { name: 'Users' });
    expect(tile.textContent).toBe('Users0');
    expect(tile).not.toHaveAttribute('aria-describedby');
  });

  it('StatTileGrid lists its tiles, one per item, skipping nothing given as false, at the narrowest width asked for', () => {
    const { rerender } = render(
      <StatTileGrid aria-label="Totals">
        <StatTile label="Users" value="2" />
        {false}
        <StatTile label="Jobs" value="3" />
      </StatTileGrid>,
    );
    const list = screen.getByRole('list', { name: 'Totals' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Users2', 'Jobs3']);
    expect(list.style.getPropertyValue('--mk-stat-tile-min')).toBe('140px');
    rerender(
      <StatTileGrid aria-label="Totals" minTileWidth="12rem">
        <StatTile label="Users" value="2" />
      </StatTileGrid>,
    );
    expect(screen.getByRole('list', { name: 'Totals' }).style.getPropertyValue('--mk-stat-tile-min')).toBe('12rem');
  });
});
