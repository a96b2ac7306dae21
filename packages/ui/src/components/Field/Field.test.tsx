import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('labels and describes a custom control through render props', () => {
    render(
      <Field label="Seed" description="Leave empty for random." errorMessage="Must be a whole number." isRequired>
        {(props) => <input {...props} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Seed' });
    expect(input).toHaveAccessibleDescription('Leave empty for random. Must be a whole number.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('wraps plain children in a labelled group', () => {
    render(
      <Field label="Style" description="Pick one.">
        <button type="button">Photo</button>
        <button type="button">Anime</button>
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Style' });
    expect(group).toHaveAccessibleDescription('Pick one.');
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to aria-label or "Field" without a label, forwards its ref and exposes state', () => {
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(
      <Field ref={ref} className="partner" isDisabled errorMessage="Bad">
        {(props) => <input {...props} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Field' })).toBeInTheDocument();
    expect(ref.current?.className).toMatch(/\S+ partner$/);
    expect(ref.current).toHaveAttribute('data-invalid', 'true');
    expect(ref.current).toHaveAttribute('data-disabled', 'true');
    rerender(<Field aria-label="Colour">{(props) => <input {...props} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Colour' })).toBeInTheDocument();
  });

  it('renders with no children at all', () => {
    render(<Field label="Empty" />);
    expect(screen.getByRole('group', { name: 'Empty' })).toBeEmptyDOMElement();
  });
});
