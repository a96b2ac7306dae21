import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SelectOption } from '../Select';
import { ComboBox } from './ComboBox';

const styles: SelectOption[] = [
  { id: 'photoreal', label: 'Photoreal' },
  { id: '3d', label: '3D Render' },
  { id: 'concept', label: 'Concept Art' },
  { id: 'anime', label: 'Anime' },
  { id: 'illustration', label: 'Illustration' },
  { id: 'cinematic', label: 'Cinematic' },
];

describe('ComboBox', () => {
  it('filters as the user types and selects with the keyboard', async () => {
    const onChange = vi.fn();
    render(<ComboBox label="Style" options={styles} onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole('combobox', { name: 'Style' });
    expect(input).toHaveFocus();
    await userEvent.keyboard('art');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Concept Art']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('concept');
    expect(input).toHaveValue('Concept Art');
  });

  it('says so when nothing matches', async () => {
    render(<ComboBox label="Style" options={styles} />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });

  it('opens the full list with Arrow Down and closes with Escape', async () => {
    render(<ComboBox label="Style" options={styles} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option')).toHaveLength(6);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('survives empty or null options and null values, with a fallback name, ref and className', async () => {
    const ref = createRef<HTMLDivElement>();
    render(<ComboBox options={null} value={null} ref={ref} className="partner" placeholder="Find a model" />);
    const input = screen.getByRole('combobox', { name: 'Find a model' });
    expect(ref.current?.className).toMatch(/\S+ partner$/);
    await userEvent.type(input, 'x');
    expect(await screen.findByRole('listbox')).toHaveTextContent('No options');
  });

  it('opens an empty option list from its button and says "No options", or the text it is given', async () => {
    expect(() => render(<ComboBox label="Model" options={[]} noOptionsText="No models yet" />)).not.toThrow();
    await userEvent.click(screen.getByRole('button', { name: /Show suggestions/ }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveTextContent('No models yet');
    expect(listbox).toHaveAttribute('data-empty', 'true');
  });

  it('shows an error and marks the input invalid', () => {
    render(<ComboBox label="Style" options={styles} errorMessage="Pick a style." />);
    expect(screen.getByRole('combobox', { name: 'Style' })).toHaveAttribute('aria-invalid', 'true');
  });
});
