import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';
import type { SelectOption } from './ListBoxOption';

const sizes: SelectOption[] = [
  { id: '1024x1024', label: '1024×1024' },
  { id: '1024x1344', label: '1024×1344', description: 'Portrait' },
  { id: '1344x1024', label: '1344×1024', isDisabled: true },
];

describe('Select', { timeout: 20_000 }, () => {
  it('opens, moves and selects by keyboard', async () => {
    const onChange = vi.fn();
    render(<Select label="Size" options={sizes} onChange={onChange} placeholder="Pick a size" />);
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: /Size/ });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('Pick a size');
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('1024x1344');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('1024×1344');
  });

  it("shows only the chosen option's label in the trigger, without its description or check mark", () => {
    render(<Select label="Size" options={sizes} defaultValue="1024x1344" />);
    const trigger = screen.getByRole('button', { name: /Size/ });
    expect(trigger.textContent).toBe('1024×1344');
    expect(trigger.querySelector('svg[data-icon="CheckIcon"]')).toBeNull();
  });

  it('skips disabled options', async () => {
    render(<Select label="Size" options={sizes} defaultValue="1024x1344" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const option = await screen.findByRole('option', { name: '1344×1024' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders and opens with an empty, null or malformed option list without throwing', async () => {
    const bad = [null, { id: undefined, label: 'x' }, { id: 'ok', label: '' }] as unknown as SelectOption[];
    const { unmount } = render(<Select label="Model" options={bad} />);
    await userEvent.click(screen.getByRole('button', { name: /Model/ }));
    expect(await screen.findByRole('option', { name: 'ok' })).toBeInTheDocument();
    unmount();
    render(<Select label="Empty" options={null} />);
    await userEvent.click(screen.getByRole('button', { name: /Empty/ }));
    expect(await screen.findByText('No options')).toBeInTheDocument();
  });

  it('opens an empty option list by keyboard and says "No options", or the text it is given', async () => {
    expect(() => render(<Select label="Model" options={[]} />)).not.toThrow();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveTextContent('No options');
    expect(listbox).toHaveAttribute('data-empty', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();

    render(<Select label="Voice" options={[]} emptyText="No voices yet" />);
    await userEvent.click(screen.getByRole('button', { name: /Voice/ }));
    expect(await screen.findByRole('listbox')).toHaveTextContent('No voices yet');
  });

  it('accepts a null value, falls back to a name, forwards its ref and appends className', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Select options={sizes} value={null} ref={ref} className="partner" />);
    expect(screen.getByRole('button', { name: /Select/ })).toBeInTheDocument();
    expect(ref.current?.className).toMatch(/\S+ partner$/);
  });

  it('shows an error and marks itself invalid', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Select ref={ref} label="Size" options={sizes} errorMessage="Choose a size." />);
    expect(screen.getByRole('button', { name: /Size/ })).toHaveAccessibleDescription('Choose a size.');
    expect(ref.current).toHaveAttribute('data-invalid', 'true');
  });
});
