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

  it('shows an error message and marks the field invalid', () => {
    render(<TextArea label="Prompt" errorMessage="Please enter a prompt." />);
    expect(screen.getByText('Please enter a prompt.')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
