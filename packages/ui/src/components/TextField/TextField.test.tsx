import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', { timeout: 20_000 }, () => {
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
});
