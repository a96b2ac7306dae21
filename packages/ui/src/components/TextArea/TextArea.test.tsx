import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is labelled and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Prompt" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'hi');
    expect(onChange).toHaveBeenLastCalledWith('hi');
  });

  it('counts characters without cutting text past the limit', () => {
    render(<TextArea label="Prompt" value="123456" onChange={() => {}} characterLimit={5} />);
    expect(screen.getByRole('textbox')).toHaveValue('123456');
    expect(screen.getByText('6 / 5')).toHaveAttribute('data-over-limit', 'true');
  });

  it('counts while uncontrolled too, from defaultValue, and flags the field past the limit', async () => {
    render(<TextArea label="Prompt" defaultValue="abc" characterLimit={5} />);
    const field = screen.getByRole('textbox', { name: 'Prompt' });
    expect(screen.getByText('3 / 5')).not.toHaveAttribute('data-over-limit');
    await userEvent.type(field, 'def');
    expect(field).toHaveValue('abcdef');
    expect(screen.getByText('6 / 5')).toHaveAttribute('data-over-limit', 'true');
    expect(field.closest('[data-over-limit]')).not.toBeNull();
  });

  it('shows no counter for a negative or non-numeric limit, and a null value is empty', () => {
    render(<TextArea label="Prompt" value={null} characterLimit={Number.NaN} />);
    render(<TextArea label="Notes" characterLimit={-1} />);
    expect(screen.queryByText(/ \/ /)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('');
  });

  it('is still named without a label: by placeholder, else "Text area"', () => {
    render(<TextArea placeholder="Describe the image" />);
    render(<TextArea />);
    expect(screen.getByRole('textbox', { name: 'Describe the image' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text area' })).toBeInTheDocument();
  });

  it('shows an error message and marks the field invalid', () => {
    render(<TextArea label="Prompt" errorMessage="Please enter a prompt." />);
    expect(screen.getByText('Please enter a prompt.')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
