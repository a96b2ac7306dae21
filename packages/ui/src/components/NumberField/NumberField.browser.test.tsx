import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { NumberField } from './NumberField';

// Real Chromium with real key presses: the native input and our keys must agree (one step per press, clamped).
describe('NumberField in the browser', () => {
  it('steps once per arrow press, stops at the bounds and commits typed text on Enter', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Duration" minValue={5} maxValue={8} step={1} defaultValue={5} onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole('spinbutton', { name: 'Duration' });
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(input).toHaveValue(7);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue(8);
    await userEvent.keyboard('{Backspace}6{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(6);
  });
});
