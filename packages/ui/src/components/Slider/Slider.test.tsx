import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

describe('Slider', { timeout: 20_000 }, () => {
  it('steps with the arrow keys, jumps with Home and End and shows the value', async () => {
    const onChange = vi.fn();
    render(<Slider label="Strength" minValue={0} maxValue={1} step={0.05} defaultValue={0.5} onChange={onChange} />);
    await userEvent.tab();
    const thumb = screen.getByRole('slider', { name: 'Strength' });
    expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0.55);
    expect(screen.getByRole('status')).toHaveTextContent('0.55');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(thumb).toHaveAttribute('min', '0');
    expect(thumb).toHaveAttribute('max', '1');
  });

  it('formats the output and can hide it', () => {
    const { rerender } = render(
      <Slider label="Duration" minValue={5} maxValue={8} defaultValue={5} formatValue={(v) => `${v} s`} />,
    );
    expect(screen.getByText('5 s')).toBeInTheDocument();
    rerender(<Slider label="Duration" minValue={5} maxValue={8} defaultValue={5} showValue={false} />);
    expect(screen.queryByText('5')).toBeNull();
  });

  it('never throws on null values or reversed ranges, and falls back to a name', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Slider value={null} minValue={10} maxValue={1} ref={ref} className="partner" />);
    const thumb = screen.getByRole('slider', { name: 'Value' });
    expect((thumb as HTMLInputElement).value).toBe('1');
    expect(thumb).toHaveAttribute('max', '10');
    expect(ref.current?.className).toMatch(/\S+ partner$/);
  });

  it('ignores keys when disabled', async () => {
    const onChange = vi.fn();
    render(<Slider label="Strength" isDisabled defaultValue={50} onChange={onChange} />);
    expect(screen.getByRole('slider')).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
