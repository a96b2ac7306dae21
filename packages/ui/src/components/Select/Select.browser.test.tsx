import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Select } from './Select';

// Real Chromium with real key presses: the native select's own keyboard, which jsdom does not have.
const sizes = [
  { id: 'square', label: 'Square' },
  { id: 'portrait', label: 'Portrait', isDisabled: true },
  { id: 'landscape', label: 'Landscape' },
];

describe('Select in the browser', () => {
  it('moves with the arrow keys past disabled options, and picks by typing', async () => {
    const onChange = vi.fn();
    render(<Select label="Aspect" options={sizes} defaultValue="square" onChange={onChange} />);
    await userEvent.tab();
    const select = screen.getByRole('combobox', { name: 'Aspect' });
    expect(select).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('landscape');
    await userEvent.keyboard('s');
    expect(onChange).toHaveBeenLastCalledWith('square');
  });
});
