import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    await userEvent.tab();
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('exposes state as data attributes and supports indeterminate', () => {
    const { container } = render(
      <Checkbox isIndeterminate defaultSelected>
        Select all
      </Checkbox>,
    );
    const label = container.querySelector('label');
    expect(label).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('checkbox')).toHaveProperty('indeterminate', true);
  });

  it('shows an error, marks itself invalid and describes itself', () => {
    render(
      <Checkbox errorMessage="Please accept the terms." description="Required to sign up.">
        I accept
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please accept the terms.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(/Required to sign up\./);
  });

  it('has a fallback name without a label, treats null as unselected, forwards its ref and appends className', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Checkbox isSelected={null} ref={ref} className="partner" />);
    expect(screen.getByRole('checkbox', { name: 'Checkbox' })).not.toBeChecked();
    expect(ref.current?.className).toMatch(/\S+ partner$/);
  });

  it('does not toggle when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        Locked
      </Checkbox>,
    );
    await userEvent.click(screen.getByText('Locked'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('CheckboxGroup', () => {
  it('collects the selected values and is labelled', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Formats" onChange={onChange}>
        <Checkbox value="png">PNG</Checkbox>
        <Checkbox value="jpg">JPG</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Formats' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['png', 'jpg']);
  });

  it('renders with no children and no label without throwing', () => {
    render(<CheckboxGroup />);
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
  });
});
