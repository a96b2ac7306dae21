import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatTile } from './StatTile';

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
});
