import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Slider } from './Slider';

// Real Chromium: real key presses (ours and the native range's must not both move it) and a real drag.
describe('Slider in the browser', () => {
  it('moves one step per key press and follows a drag along the track', async () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    render(
      <div style={{ inlineSize: 300 }}>
        <Slider label="Strength" defaultValue={40} onChange={onChange} onChangeEnd={onChangeEnd} />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(42);
    expect(screen.getByRole('status')).toHaveTextContent('42');
    const slider = screen.getByRole('slider', { name: 'Strength' });
    const box = slider.getBoundingClientRect();
    // A click near the right end moves the thumb there, like react-aria's track press did.
    await page.elementLocator(slider).click({ position: { x: box.width - 10, y: box.height / 2 } });
    expect(Number((slider as HTMLInputElement).value)).toBeGreaterThan(90);
    expect(onChangeEnd).toHaveBeenCalled();
  });
});
