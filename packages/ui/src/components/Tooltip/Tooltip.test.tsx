import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the trigger, forwards its ref to the tip and hides on Escape', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Tooltip content="Copy prompt" ref={ref}>
        <Button>Copy</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Copy prompt');
    expect(ref.current).toBe(tip);
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on hover after the delay', async () => {
    render(
      <Tooltip content="Settings" delay={0} className="partner">
        <Button>Gear</Button>
      </Tooltip>,
    );
    // Hover tips answer pointer users only: make the last interaction a pointer one, as for a real mouse user.
    await userEvent.click(document.body);
    await userEvent.hover(screen.getByRole('button', { name: 'Gear' }));
    const tip = await screen.findByRole('tooltip');
    expect(tip.className).toMatch(/\S+ partner$/);
  });

  it('renders only the trigger when disabled or empty', async () => {
    render(
      <>
        <Tooltip content="">
          <Button>A</Button>
        </Tooltip>
        <Tooltip content="Tip" isDisabled>
          <Button>B</Button>
        </Tooltip>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'B' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
