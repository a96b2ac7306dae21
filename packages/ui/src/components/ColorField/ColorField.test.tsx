import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorField } from './ColorField';

describe('ColorField', () => {
  it('commits a typed hex colour on blur as #rrggbb', async () => {
    const onChange = vi.fn();
    render(<ColorField label="Brand colour" onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: 'Brand colour' });
    expect(input).toHaveFocus();
    await userEvent.keyboard('#4F46E5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('#4f46e5');
    expect(input).toHaveValue('#4F46E5');
  });

  it('nudges the value with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<ColorField label="Colour" defaultValue="#000000" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('#000001');
  });

  it('refuses characters that cannot be hex, and reports a cleared field as null', async () => {
    const onChange = vi.fn();
    render(<ColorField label="Colour" defaultValue="#ff0000" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'zz');
    expect(input).toHaveValue('#FF0000');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('never throws on null or unparsable values and falls back to a name', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<ColorField value="not a colour" onChange={() => {}} ref={ref} className="partner" />);
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('');
    rerender(<ColorField value={null} onChange={() => {}} ref={ref} />);
    expect(ref.current).toHaveValue('');
    rerender(<ColorField value="fff" onChange={() => {}} ref={ref} />);
    expect(ref.current).toHaveValue('#FFFFFF');
  });

  it('shows an error and marks the input invalid', () => {
    render(<ColorField label="Colour" errorMessage="Pick a darker colour." />);
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveAttribute('aria-invalid', 'true');
  });
});
