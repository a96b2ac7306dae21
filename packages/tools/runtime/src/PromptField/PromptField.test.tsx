import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromptField } from './PromptField';

const text = { promptLabel: 'Prompt', promptHint: 'Describe it', promptPlaceholder: 'A red fox' };

describe('PromptField', () => {
  it('binds to a useTool hook by its field(name): wording, value, error, edits, and Ctrl+Enter submits', async () => {
    const onChange = vi.fn();
    const field = vi.fn(() => ({ value: 'a', onChange, errorMessage: 'Enter a prompt.', isDisabled: false }));
    const tool = { field, submit: vi.fn() };
    render(<PromptField tool={tool} text={text} rows={3} />);
    const area = screen.getByRole('textbox', { name: 'Prompt' });
    expect(field).toHaveBeenCalledWith('prompt');
    expect(area).toHaveValue('a');
    expect(area).toHaveAttribute('placeholder', 'A red fox');
    expect(area).toHaveAccessibleDescription(expect.stringContaining('Describe it'));
    expect(screen.getByText('Enter a prompt.')).toBeInTheDocument();
    await userEvent.type(area, 'b');
    expect(onChange).toHaveBeenLastCalledWith('ab');
    expect(tool.submit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(tool.submit).toHaveBeenCalledTimes(1);
  });

  it('edits another field by name (script: scriptLabel) and passes the text area props on', async () => {
    const field = vi.fn(() => ({ value: '', onChange: vi.fn(), errorMessage: undefined, isDisabled: false }));
    render(
      <PromptField
        tool={{ field, submit: vi.fn() }}
        text={{ scriptLabel: 'Script', scriptHint: 'Spoken' }}
        field="script"
        isDisabled
      />,
    );
    expect(field).toHaveBeenCalledWith('script');
    const area = screen.getByRole('textbox', { name: 'Script' });
    expect(area).not.toHaveAttribute('placeholder');
    expect(area).toBeDisabled();
  });
});
