import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

function Cfg(props: { onChange?: (value: number) => void }) {
  return <NumberField label="CFG" minValue={1} maxValue={15} step={0.5} defaultValue={7.5} {...props} />;
}

describe('NumberField', { timeout: 20_000 }, () => {
  it('steps by 0.5 with the arrow keys and reports numbers', async () => {
    const onChange = vi.fn();
    render(<Cfg onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: 'CFG' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('7.5');
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(8);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('jumps to the bounds with Home and End and never steps past them', async () => {
    const onChange = vi.fn();
    render(<Cfg onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('textbox')).toHaveValue('15');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('clamps and snaps a typed value on blur', async () => {
    const onChange = vi.fn();
    render(<Cfg onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(15);
    await userEvent.clear(input);
    await userEvent.type(input, '3.3');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(3.5);
  });

  it('has labelled stepper buttons that disable at the bounds', () => {
    render(<NumberField label="CFG" minValue={1} maxValue={15} value={15} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Decrease/ })).toBeEnabled();
  });

  it('shows null as empty, falls back to a generic name, forwards its ref and appends className', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<NumberField value={null} onChange={() => {}} ref={ref} className="partner" />);
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('');
    expect(ref.current).toBe(screen.getByRole('textbox'));
    expect((container.firstChild as HTMLElement).className).toMatch(/\S+ partner$/);
  });

  it('shows an error message and marks the field invalid', () => {
    render(<NumberField label="Seed" errorMessage="Seed must be positive." />);
    expect(screen.getByRole('textbox', { name: 'Seed' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Seed must be positive.')).toBeInTheDocument();
  });
});
