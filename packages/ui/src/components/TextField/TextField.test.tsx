import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, described and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" description="We never share it." onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it.');
    await userEvent.type(input, 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  it('shows an error and marks the field invalid', () => {
    render(<TextField label="Username" errorMessage="Username is required." />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username is required.');
  });

  it('reveals and hides a password with a keyboard-operable toggle', async () => {
    render(<TextField label="Password" type="password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.tab();
    const reveal = screen.getByRole('button', { name: 'Show password' });
    expect(reveal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('uses url type', () => {
    render(<TextField label="Website" type="url" />);
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
  });

  it('falls back to placeholder, then a generic name, when the label is missing', () => {
    const { unmount } = render(<TextField placeholder="Search media" />);
    expect(screen.getByRole('textbox', { name: 'Search media' })).toBeInTheDocument();
    unmount();
    render(<TextField />);
    expect(screen.getByRole('textbox', { name: 'Text field' })).toBeInTheDocument();
  });

  it('treats a null value as empty, forwards its ref and appends className', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <TextField label="Name" value={null} onChange={() => {}} ref={ref} className="partner" />,
    );
    expect(ref.current).toBe(screen.getByRole('textbox'));
    expect(ref.current).toHaveValue('');
    expect((container.firstChild as HTMLElement).className).toMatch(/\S+ partner$/);
  });

  it('exposes disabled state as data attributes', () => {
    const { container } = render(<TextField label="Name" isDisabled />);
    expect(container.firstChild).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('gives a search field with text a clear button, and Escape, that empty it and keep focus in the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Search users" type="search" onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search users' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(input, 'ada');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(input, 'x');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('lets Escape in an empty search field through, and clears a controlled one through onChange', async () => {
    const user = userEvent.setup();
    const onOuterKeyDown = vi.fn();
    const onChange = vi.fn();
    const listener = (event: KeyboardEvent) => onOuterKeyDown(event.key);
    document.addEventListener('keydown', listener);
    render(<TextField label="Search" type="search" value="ada" onChange={onChange} clearLabel="Clear" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onOuterKeyDown).not.toHaveBeenCalledWith('Escape');
    // Controlled: the value stays until the parent takes the change.
    expect(input).toHaveValue('ada');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    // Empty: Escape is not ours to take (a dialog around the field closes).
    render(<TextField label="Empty search" type="search" />);
    await user.click(screen.getByRole('searchbox', { name: 'Empty search' }));
    await user.keyboard('{Escape}');
    expect(onOuterKeyDown).toHaveBeenCalledWith('Escape');
    document.removeEventListener('keydown', listener);
  });
});
