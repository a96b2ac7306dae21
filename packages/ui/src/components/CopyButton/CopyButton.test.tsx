import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CopyButton', () => {
  it('copies the text and announces Copied! in a live region', async () => {
    const writeText = vi.fn(async () => {});
    const onCopy = vi.fn();
    render(<CopyButton text={() => 'secret'} onCopy={onCopy} />);
    stubClipboard(writeText);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('secret');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied!'));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(onCopy).toHaveBeenCalledWith('secret');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('reports failure clearly when the clipboard refuses', async () => {
    const onCopyError = vi.fn();
    stubClipboard(async () => {
      throw new Error('denied');
    });
    render(<CopyButton text="x" onCopyError={onCopyError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not copy'));
    expect(onCopyError).toHaveBeenCalled();
  });

  it('reports failure when there is no clipboard API at all', async () => {
    stubClipboard(undefined);
    render(<CopyButton text="x" errorLabel="Copy failed" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copy failed'));
  });

  it('returns to idle after resetAfter', async () => {
    stubClipboard(async () => {});
    render(<CopyButton text="x" iconOnly label="Copy key" resetAfter={1000} />);
    const root = screen.getByRole('button', { name: 'Copy key' }).closest('[data-state]');
    await userEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'copied'));
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'idle'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
