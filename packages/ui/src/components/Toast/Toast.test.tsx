import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ToastProvider, ToastRegion, useToast } from './Toast';
import { TOAST_TIMEOUT_MS, createToastQueue, toast as globalToast } from './toastQueue';

afterEach(() => {
  vi.useRealTimers();
  globalToast.clear();
});

describe('toast queue', () => {
  it('queues success, error and info toasts with the 5000 ms default timeout', () => {
    const toasts = createToastQueue();
    toasts.success('Logout success');
    toasts.error('Login failed', { timeout: 1000 });
    toasts.info('Kept', { timeout: 0 });
    const visible = toasts.queue.visibleToasts;
    expect(visible.map((t) => [t.content.title, t.content.variant, t.timeout])).toEqual([
      ['Kept', 'info', undefined],
      ['Login failed', 'error', 1000],
      ['Logout success', 'success', TOAST_TIMEOUT_MS],
    ]);
    expect(TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('closes one toast or all and falls back to info for an unknown variant', () => {
    const toasts = createToastQueue();
    const key = toasts.show('One', 'bogus' as never);
    toasts.show('Two');
    expect(toasts.queue.visibleToasts.find((t) => t.key === key)?.content.variant).toBe('info');
    toasts.close(key);
    expect(toasts.queue.visibleToasts).toHaveLength(1);
    toasts.clear();
    expect(toasts.queue.visibleToasts).toHaveLength(0);
  });
});

describe('toast queue with bad options', () => {
  it('never throws on null options; a NaN timeout keeps the default, an infinite one waits for dismissal', () => {
    const toasts = createToastQueue();
    expect(() => toasts.show(null, 'info', null as never)).not.toThrow();
    toasts.info('Bad timeout', { timeout: Number.NaN });
    toasts.info('Forever', { timeout: Number.POSITIVE_INFINITY });
    expect(toasts.queue.visibleToasts.map((t) => [t.content.title, t.timeout])).toEqual([
      ['Forever', undefined],
      ['Bad timeout', TOAST_TIMEOUT_MS],
      ['', TOAST_TIMEOUT_MS],
    ]);
  });
});

describe('ToastRegion', () => {
  it('renders nothing without toasts and a labelled region with them', () => {
    const toasts = createToastQueue();
    render(<ToastRegion toasts={toasts} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toasts.error('Login failed', { description: 'Invalid credentials' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('alertdialog', { name: 'Login failed' });
    expect(item).toHaveAttribute('data-variant', 'error');
    expect(item).toHaveAccessibleDescription('Invalid credentials');
  });

  it('closes a toast automatically after 5000 ms', () => {
    vi.useFakeTimers();
    const toasts = createToastQueue();
    const onClose = vi.fn();
    render(<ToastRegion toasts={toasts} />);
    act(() => {
      toasts.success('Saved', { onClose });
    });
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByRole('alertdialog', { name: 'Saved' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the newest toast on Alt+T and closes it from its close button', async () => {
    const toasts = createToastQueue();
    render(
      <>
        <button type="button">Elsewhere</button>
        <ToastRegion toasts={toasts} />
      </>,
    );
    act(() => {
      toasts.info('Hello', { timeout: 0 });
    });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(screen.getByRole('alertdialog', { name: 'Hello' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('ignores T without Alt and does not throw when the shortcut is pressed with no toasts', () => {
    const toasts = createToastQueue();
    render(<ToastRegion toasts={toasts} />);
    expect(() => fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true })).not.toThrow();
    act(() => {
      toasts.info('Hi', { timeout: 0 });
    });
    fireEvent.keyDown(document, { key: 't', code: 'KeyT' });
    expect(screen.getByRole('alertdialog')).not.toHaveFocus();
  });
});

describe('ToastProvider', () => {
  it('gives descendants the queue through useToast', async () => {
    const toasts = createToastQueue();
    function Logout() {
      const toast = useToast();
      return <Button onPress={() => toast.success('Logout success')}>Log out</Button>;
    }
    render(
      <ToastProvider toasts={toasts}>
        <Logout />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alertdialog', { name: 'Logout success' })).toHaveAttribute(
      'data-variant',
      'success',
    );
  });

  it('uses the app-wide toast by default', () => {
    render(<ToastProvider />);
    act(() => {
      globalToast.info('Global');
    });
    expect(screen.getByRole('alertdialog', { name: 'Global' })).toBeInTheDocument();
  });
});
