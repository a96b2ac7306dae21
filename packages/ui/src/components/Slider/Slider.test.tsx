import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

describe('Slider', () => {
  it('shows an error under itself, invalid and described by it, and never passes it to the input', () => {
    const { container } = render(<Slider label="Strength" description="How far" errorMessage="Too strong." />);
    const thumb = screen.getByRole('slider', { name: 'Strength' });
    expect(thumb).toHaveAttribute('aria-invalid', 'true');
    expect(thumb).toHaveAccessibleDescription('How far Too strong.');
    expect(thumb).not.toHaveAttribute('errormessage');
    expect(container.firstElementChild).toHaveAttribute('data-invalid', 'true');
    render(<Slider label="Calm" errorMessage={undefined} />);
    expect(screen.getByRole('slider', { name: 'Calm' })).not.toHaveAttribute('aria-invalid');
  });

  it('is a labelled native range that steps with the arrow keys, jumps with Home and End and shows the value', async () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    render(
      <Slider
        label="Strength"
        minValue={0}
        maxValue={1}
        step={0.05}
        defaultValue={0.5}
        onChange={onChange}
        onChangeEnd={onChangeEnd}
      />,
    );
    await userEvent.tab();
    const thumb = screen.getByRole('slider', { name: 'Strength' });
    expect(thumb).toHaveAttribute('type', 'range');
    expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0.55);
    expect(onChangeEnd).toHaveBeenLastCalledWith(0.55);
    expect(screen.getByRole('status')).toHaveTextContent('0.55');
    expect(thumb).toHaveAttribute('aria-valuetext', '0.55');
    await userEvent.keyboard('{PageUp}');
    expect(onChange).toHaveBeenLastCalledWith(0.65);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalledTimes(3);
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(thumb).toHaveAttribute('min', '0');
    expect(thumb).toHaveAttribute('max', '1');
    expect(thumb).toHaveAttribute('step', '0.05');
  });

  it('swaps left and right in right-to-left text', async () => {
    const onChange = vi.fn();
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Slider label="Strength" defaultValue={50} onChange={onChange} />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(51);
  });

  it('formats the output, announces it, and can hide it', () => {
    const { rerender } = render(
      <Slider label="Duration" minValue={5} maxValue={8} defaultValue={5} formatValue={(v) => `${v} s`} />,
    );
    expect(screen.getByText('5 s')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '5 s');
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

  it('describes itself with its description', () => {
    render(<Slider label="Strength" description="Higher keeps less of the original." />);
    expect(screen.getByRole('slider', { name: 'Strength' })).toHaveAccessibleDescription(
      'Higher keeps less of the original.',
    );
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
