import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MegaMenu, type MegaMenuGroup } from './MegaMenu';

const groups: MegaMenuGroup[] = [
  { id: 'images', title: 'Images', links: [{ label: 'Text to Image', href: '/text-image' }] },
  { id: 'video', title: 'Video', links: [{ label: 'Image to Video', href: '/user/video' }] },
  { id: 'empty', title: 'Empty', links: [] },
];

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <MegaMenu label="Products" groups={groups} onOpenChange={onOpenChange} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Products' });

describe('MegaMenu', () => {
  it('opens with Enter and Space, closes on Escape and keeps focus on the button', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', expect.any(String));
    expect(screen.getByRole('list', { name: 'Images' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Empty' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange.mock.calls.map((c) => c[0])).toEqual([true, false, true]);
  });

  it('opens on ArrowDown with focus on the first link; Escape from a link returns focus', async () => {
    render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Text to Image' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes when focus leaves or a click lands outside', async () => {
    render(<Example />);
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    screen.getByRole('link', { name: 'Image to Video' }).focus();
    await userEvent.tab();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on mouse hover, stays pinned after a press, and closes on leave otherwise', () => {
    // The close delay (150 ms) on a fake clock: leaving closes after it, not before; a pinned menu stays after it.
    vi.useFakeTimers();
    render(<Example />);
    const root = trigger().parentElement as HTMLElement;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(149));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(root, { pointerType: 'touch' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders a trigger without throwing when there are no groups', async () => {
    render(<MegaMenu label="Products" groups={null} />);
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });
});
