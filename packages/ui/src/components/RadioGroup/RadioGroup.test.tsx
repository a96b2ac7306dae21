import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup, type RadioOption } from './RadioGroup';

const durations: RadioOption[] = [
  { value: '5', label: '5 seconds' },
  { value: '8', label: '8 seconds', description: '+2 credits' },
  { value: '10', label: '10 seconds', isDisabled: true },
];

describe('RadioGroup', () => {
  it('selects with the arrow keys and reports the value', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Duration" options={durations} defaultValue="5" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Duration' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '5 seconds' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('8');
    expect(screen.getByRole('radio', { name: '8 seconds' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '8 seconds' })).toHaveAccessibleDescription('+2 credits');
  });

  it('skips disabled options and accepts Radio children', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Duration" options={durations} defaultValue="8" onChange={onChange}>
        <Radio value="12">12 seconds</Radio>
      </RadioGroup>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('12');
  });

  it('shows an error and marks the group invalid', () => {
    const ref = createRef<HTMLDivElement>();
    render(<RadioGroup ref={ref} label="Plan" options={durations} errorMessage="Choose a plan." />);
    expect(screen.getByText('Choose a plan.')).toBeInTheDocument();
    expect(ref.current).toHaveAttribute('data-invalid', 'true');
  });

  it('survives empty, null and malformed options and a null value, with a fallback name', () => {
    const ref = createRef<HTMLDivElement>();
    const bad = [null, { label: 'no value' }] as unknown as RadioOption[];
    render(<RadioGroup options={bad} value={null} ref={ref} className="partner" />);
    expect(screen.getByRole('radiogroup', { name: 'Options' })).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(ref.current?.className).toMatch(/\S+ partner$/);
  });

  it('keeps a read-only selection, and puts the state on the label as data attributes', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Duration" options={durations} defaultValue="5" isReadOnly onChange={onChange} />);
    await userEvent.click(screen.getByText('8 seconds'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '5 seconds' })).toBeChecked();
    expect(screen.getByText('5 seconds').closest('label')).toHaveAttribute('data-selected', 'true');
    expect(screen.getByText('10 seconds').closest('label')).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('data-readonly', 'true');
  });

  it('gives its radios one name, so that a form submits the selected value', () => {
    render(
      <form aria-label="Order">
        <RadioGroup label="Duration" name="duration" options={durations} defaultValue="8" />
      </form>,
    );
    const data = new FormData(screen.getByRole('form', { name: 'Order' }) as HTMLFormElement);
    expect(data.get('duration')).toBe('8');
  });
});
