import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress on click and on keyboard activation', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Send</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('forwards its ref and appends className after its own classes', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} className="partner-class">
        Send
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button'));
    expect(ref.current?.className).toMatch(/\S+ partner-class$/);
  });

  it('ignores presses and announces the pending label while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending pendingLabel="Thinking...">
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Thinking...');
    expect(screen.getByRole('button')).toHaveAttribute('data-pending', 'true');
  });

  it("shows react-aria's state attributes: hovered, pressed, focus ring for the keyboard only", async () => {
    const user = userEvent.setup();
    render(<Button>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    await user.hover(button);
    expect(button).toHaveAttribute('data-hovered', 'true');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    // Focused by the click: no ring.
    expect(button).toHaveAttribute('data-focused', 'true');
    expect(button).not.toHaveAttribute('data-focus-visible');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('[Space>]');
    expect(button).toHaveAttribute('data-pressed', 'true');
    await user.keyboard('[/Space]');
    expect(button).not.toHaveAttribute('data-pressed');
  });

  it('is a plain button by default, and a pending submit button does not submit its form', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button>Other</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button>Other</Button>
        <Button type="submit" isPending>
          Save
        </Button>
      </form>,
    );
    const pending = screen.getByRole('button', { name: 'Save' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).not.toBeDisabled();
    await userEvent.click(pending);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled natively: not focusable, no press, data-disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Off
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Off' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(button);
    await userEvent.tab();
    expect(button).not.toHaveFocus();
    expect(onPress).not.toHaveBeenCalled();
  });
});
