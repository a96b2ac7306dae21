import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch toggled by Space', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Email notifications</Switch>);
    await userEvent.tab();
    const control = screen.getByRole('switch', { name: 'Email notifications' });
    expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(control).toBeChecked();
  });

  it('exposes selection as a data attribute and has a description', () => {
    const { container } = render(
      <Switch defaultSelected description="Applies at once.">
        Autosave
      </Switch>,
    );
    expect(container.querySelector('label')).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Applies at once.');
  });

  it('falls back to a name, treats null as off, forwards its ref and appends className', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Switch isSelected={null} ref={ref} className="partner" />);
    expect(screen.getByRole('switch', { name: 'Switch' })).not.toBeChecked();
    expect(ref.current?.className).toMatch(/\S+ partner$/);
  });

  it('ignores input when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Switch isDisabled onChange={onChange}>
        Locked
      </Switch>,
    );
    await userEvent.click(screen.getByText('Locked'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stays as it is when read-only, and is named by aria-label beside its visible text', async () => {
    const onChange = vi.fn();
    render(
      <Switch isReadOnly aria-label="Active: https://example.com/hook">
        Active
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Active: https://example.com/hook' });
    await userEvent.click(screen.getByText('Active'));
    expect(onChange).not.toHaveBeenCalled();
    expect(control).not.toBeChecked();
  });
});
