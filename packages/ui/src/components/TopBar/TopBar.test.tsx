import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('renders its slots in a banner', () => {
    render(
      <TopBar
        brand="Mediakit"
        search={<input aria-label="Search" />}
        actions={<button type="button">Bell</button>}
        avatarMenu={<button type="button">Me</button>}
        className="partner"
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Mediakit');
    expect(banner.className).toMatch(/\S+ partner$/);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bell' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me' })).toBeInTheDocument();
  });

  it('shows a menu button outside a shell only with onMenuPress, and calls it', async () => {
    const onMenuPress = vi.fn();
    const { rerender } = render(<TopBar brand="M" />);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    rerender(<TopBar brand="M" onMenuPress={onMenuPress} menuLabel="Open navigation" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(onMenuPress).toHaveBeenCalledTimes(1);
  });
});
