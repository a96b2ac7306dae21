import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Drawer } from './Drawer';

function Example(props: { side?: 'start' | 'end'; onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={props.onOpenChange}>
      <Button>Menu</Button>
      <Drawer side={props.side} title="Navigation" className="partner">
        <a href="#a">Dashboard</a>
      </Drawer>
    </DialogTrigger>
  );
}

describe('Drawer', () => {
  it('takes focus on open and locks page scroll', async () => {
    render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes on Escape, unlocks scroll and returns focus', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.documentElement.style.overflow).not.toBe('hidden');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('closes on a tap on the backdrop', async () => {
    const onOpenChange = vi.fn();
    render(<Example side="end" onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = (await screen.findByRole('dialog')).closest('[data-side]') as HTMLElement;
    expect(sheet).toHaveAttribute('data-side', 'end');
    expect(sheet.className).toMatch(/\S+ partner$/);
    await userEvent.click(sheet.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('does not close on a click inside', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByText('Dashboard'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is named "Drawer" without a title', async () => {
    render(<Drawer defaultOpen>Body</Drawer>);
    expect(await screen.findByRole('dialog', { name: 'Drawer' })).toBeInTheDocument();
  });
});
