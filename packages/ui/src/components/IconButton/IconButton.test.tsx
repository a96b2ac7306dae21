import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon, SearchIcon } from '../Icon';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the decorative icon, and presses by keyboard', async () => {
    const onPress = vi.fn();
    render(
      <IconButton label="Close dialog" onPress={onPress}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close dialog' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('derives a name from the icon when the label is missing', () => {
    // Simulates a JavaScript caller that ignores the required prop.
    const props = { label: undefined as unknown as string };
    render(
      <IconButton {...props}>
        <SearchIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('falls back to "Button" when neither label nor a named icon is given', () => {
    render(<IconButton label="   ">x</IconButton>);
    expect(screen.getByRole('button', { name: 'Button' })).toBeInTheDocument();
  });

  it('forwards its ref, appends className and ignores presses when disabled', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onPress = vi.fn();
    render(
      <IconButton ref={ref} label="Delete" className="partner" isDisabled onPress={onPress}>
        <CloseIcon />
      </IconButton>,
    );
    expect(ref.current).toBe(screen.getByRole('button'));
    expect(ref.current?.className).toMatch(/\S+ partner$/);
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
    expect(ref.current).toHaveAttribute('data-disabled', 'true');
  });
});
