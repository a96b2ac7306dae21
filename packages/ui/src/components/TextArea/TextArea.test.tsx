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

  it("shows the browser's own check as its error after a submit, until the value is valid", async () => {
    render(
      <form aria-label="Ask">
        <TextArea label="Question" isRequired />
      </form>,
    );
    const field = screen.getByRole('textbox', { name: 'Question' }) as HTMLTextAreaElement;
    (screen.getByRole('form', { name: 'Ask' }) as HTMLFormElement).requestSubmit();
    expect(await screen.findByText(field.validationMessage)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(field.validationMessage);
    await userEvent.type(field, 'Why?');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('puts its state on the text area as data attributes and forwards focus handlers', async () => {
    const onFocus = vi.fn();
    render(<TextArea label="Prompt" isReadOnly defaultValue="fixed" onFocus={onFocus} />);
    const field = screen.getByRole('textbox', { name: 'Prompt' });
    await userEvent.tab();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('data-focused', 'true');
    expect(onFocus).toHaveBeenCalledOnce();
    await userEvent.type(field, 'x');
    expect(field).toHaveValue('fixed');
  });
});
