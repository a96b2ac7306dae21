import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';
import type { SelectOption } from './options';

const sizes: SelectOption[] = [
  { id: '1024x1024', label: '1024×1024' },
  { id: '1024x1344', label: '1024×1344', description: 'Portrait' },
  { id: '1344x1024', label: '1344×1024', isDisabled: true },
];

describe('Select', () => {
  it('is a labelled native select that reports the chosen id', async () => {
    const onChange = vi.fn();
    render(<Select label="Size" options={sizes} onChange={onChange} placeholder="Pick a size" />);
    await userEvent.tab();
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveFocus();
    expect(select).toHaveDisplayValue('Pick a size');
    await userEvent.selectOptions(select, '1024x1344');
    expect(onChange).toHaveBeenLastCalledWith('1024x1344');
    expect(select).toHaveDisplayValue('1024×1344');
  });

  it('lists the options by label, the placeholder hidden from the list, descriptions as tooltips', () => {
    render(<Select label="Size" options={sizes} placeholder="Pick a size" />);
    const options = within(screen.getByRole('combobox')).getAllByRole('option', { hidden: false });
    expect(options.map((option) => option.textContent)).toEqual(['1024×1024', '1024×1344', '1344×1024']);
    expect(screen.getByRole('option', { name: '1024×1344' })).toHaveAttribute('title', 'Portrait');
    expect(screen.getByRole('option', { name: '1344×1024' })).toBeDisabled();
  });

  it('keeps number ids as numbers and disables options by `disabledKeys`', async () => {
    const onChange = vi.fn();
    const counts = [
      { id: 1, label: 'One' },
      { id: 2, label: 'Two' },
    ];
    render(<Select label="Count" options={counts} defaultValue={1} onChange={onChange} disabledKeys={[2]} />);
    expect(screen.getByRole('combobox')).toHaveDisplayValue('One');
    expect(screen.getByRole('option', { name: 'Two' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Two');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value and shows the placeholder for a value that matches no option', () => {
    const { rerender } = render(<Select label="Size" options={sizes} value="1024x1344" placeholder="Pick" />);
    expect(screen.getByRole('combobox')).toHaveDisplayValue('1024×1344');
    rerender(<Select label="Size" options={sizes} value="nope" placeholder="Pick" />);
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Pick');
    rerender(<Select label="Size" options={sizes} value={null} placeholder="Pick" />);
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Pick');
  });

  it('renders with an empty, null or malformed option list without throwing', () => {
    const bad = [null, { id: undefined, label: 'x' }, { id: 'ok', label: '' }] as unknown as SelectOption[];
    const { unmount } = render(<Select label="Model" options={bad} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['ok']);
    unmount();
    render(<Select label="Empty" options={null} />);
    expect(screen.getByRole('combobox', { name: 'Empty' })).toHaveDisplayValue('No options');
  });

  it('says "No options", or the text it is given, when there is nothing to choose', () => {
    expect(() => render(<Select label="Model" options={[]} placeholder="No models yet" />)).not.toThrow();
    const select = screen.getByRole('combobox', { name: 'Model' });
    expect(select).toHaveDisplayValue('No models yet');
    expect(screen.getByRole('option', { name: 'No options' })).toBeDisabled();
    render(<Select label="Voice" options={[]} emptyText="No voices yet" />);
    expect(screen.getByRole('combobox', { name: 'Voice' })).toHaveDisplayValue('No voices yet');
  });

  it('accepts a null value, falls back to a name, forwards its ref and appends className', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Select options={sizes} value={null} ref={ref} className="partner" />);
    expect(screen.getByRole('combobox', { name: 'Select' })).toBeInTheDocument();
    expect(ref.current?.className).toMatch(/\S+ partner$/);
  });

  it('is required, disabled and invalid the native way, with its error as its description', () => {
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(
      <Select ref={ref} label="Size" options={sizes} errorMessage="Choose a size." isRequired />,
    );
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveAccessibleDescription('Choose a size.');
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    expect(ref.current).toHaveAttribute('data-invalid', 'true');
    rerender(<Select ref={ref} label="Size" options={sizes} isDisabled />);
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeDisabled();
  });
});
