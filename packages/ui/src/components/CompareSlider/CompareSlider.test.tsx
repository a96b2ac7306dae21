import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompareSlider } from './CompareSlider';

describe('CompareSlider', () => {
  it('moves the divider by keyboard and exposes it as a custom property', async () => {
    const { container } = render(<CompareSlider beforeSrc="a.png" afterSrc="b.png" />);
    const slider = screen.getByRole('slider', { name: 'Compare before and after' });
    await userEvent.tab();
    expect(slider).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(container.firstElementChild).toHaveStyle('--mk-compare-position: 100%');
  });

  it('zooms both images together and clamps at the ends', async () => {
    const { container } = render(<CompareSlider beforeSrc="a.png" afterSrc="b.png" />);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    for (let step = 0; step < 6; step += 1) {
      const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
      if (!zoomIn.hasAttribute('disabled')) await userEvent.click(zoomIn);
    }
    expect(container.firstElementChild).toHaveAttribute('data-zoom', '4');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(container.firstElementChild).toHaveAttribute('data-zoom', '1');
  });

  it('clamps a nonsensical starting position and renders without images', () => {
    const { container } = render(<CompareSlider beforeSrc={null} afterSrc={undefined} defaultPosition={Number.NaN} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('slider')).toHaveValue('50');
  });
});
