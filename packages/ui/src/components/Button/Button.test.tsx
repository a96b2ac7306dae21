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
});
