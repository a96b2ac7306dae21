import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';
import { displayOf, formatForInput, parseInput, rangeOf, snapToStep, stepFrom } from './numberValue';

function Cfg(props: { onChange?: (value: number) => void }) {
  return <NumberField label="CFG" minValue={1} maxValue={15} step={0.5} defaultValue={7.5} {...props} />;
}

describe('NumberField', () => {
  it('is a native number input that steps by 0.5 with the arrow keys and reports numbers', async () => {
    const onChange = vi.fn();
    render(<Cfg onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole('spinbutton', { name: 'CFG' });
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveFocus();
    expect(input).toHaveValue(7.5);
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '15');
    expect(input).toHaveAttribute('step', '0.5');
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(8);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(7);
    await userEvent.keyboard('{PageUp}');
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('jumps to the bounds with Home and End and never steps past them', async () => {
    const onChange = vi.fn();
    render(<Cfg onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('spinbutton')).toHaveValue(15);
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('clamps and snaps a typed value on blur, and on Enter', async () => {
    const onChange = vi.fn();
    render(<Cfg onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(15);
    expect(input).toHaveValue(15);
    await userEvent.clear(input);
    await userEvent.type(input, '3.3{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3.5);
    expect(input).toHaveValue(3.5);
  });

  it('reports NaN when emptied, like before', async () => {
    const onChange = vi.fn();
    render(<Cfg onChange={onChange} />);
    await userEvent.clear(screen.getByRole('spinbutton'));
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
  });

  it('has labelled stepper buttons that step and disable at the bounds', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<NumberField label="CFG" minValue={1} maxValue={15} value={14} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onChange).toHaveBeenLastCalledWith(15);
    rerender(<NumberField label="CFG" minValue={1} maxValue={15} value={15} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeEnabled();
    rerender(
      <NumberField label="N" value={3} onChange={onChange} decrementLabel="Fewer" incrementLabel="More" isDisabled />,
    );
    expect(screen.getByRole('button', { name: 'Fewer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
  });

  it('shows null as empty, falls back to a generic name, forwards its ref and appends className', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<NumberField value={null} onChange={() => {}} ref={ref} className="partner" />);
    expect(screen.getByRole('spinbutton', { name: 'Number' })).toHaveValue(null);
    expect(ref.current).toBe(screen.getByRole('spinbutton'));
    expect((container.firstChild as HTMLElement).className).toMatch(/\S+ partner$/);
  });

  it('shows an error message, marks the field invalid and required', () => {
    render(<NumberField label="Seed" errorMessage="Seed must be positive." isRequired />);
    const input = screen.getByRole('spinbutton', { name: 'Seed' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Seed must be positive.');
  });

  it('keeps whole numbers whole, and shows a currency beside the field', async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <NumberField label="Width" defaultValue={10} formatOptions={{ maximumFractionDigits: 0 }} onChange={onChange} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Width' });
    await userEvent.clear(input);
    await userEvent.type(input, '12.7');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(13);
    unmount();
    render(<NumberField label="Amount" defaultValue={29} formatOptions={{ style: 'currency', currency: 'USD' }} />);
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(29);
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveAttribute('aria-valuetext', '$29.00');
  });
});

describe('number arithmetic', () => {
  const range = rangeOf(1, 15, 0.5);

  it('snaps from the minimum, clamps, and avoids floating-point noise', () => {
    expect(snapToStep(3.3, range)).toBe(3.5);
    expect(snapToStep(99, range)).toBe(15);
    expect(snapToStep(-4, range)).toBe(1);
    expect(stepFrom(0.2, 1, rangeOf(0, 1, 0.1))).toBe(0.3);
    expect(snapToStep(10, rangeOf(0, 10, 3))).toBe(9);
  });

  it('starts an empty field at the minimum, swaps a reversed range and ignores a bad step', () => {
    expect(stepFrom(Number.NaN, 1, range)).toBe(1);
    expect(rangeOf(10, 1, -1)).toEqual({ min: 1, max: 10, step: undefined });
  });

  it('shows percentages scaled and parses them back', () => {
    const percent = displayOf({ style: 'percent' }, 'en-US');
    expect(percent).toMatchObject({ scale: 100, suffix: '%', prefix: '' });
    expect(formatForInput(0.8, percent)).toBe('80');
    expect(parseInput('45', percent)).toBe(0.45);
    expect(parseInput('', percent)).toBeNaN();
  });
});
