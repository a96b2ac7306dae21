import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearResumableTask, loadResumableTask, saveResumableTask } from '../run/resumableTask';
import { useFileDrop } from './useFileDrop';
import { useObjectUrl } from './useObjectUrl';
import { useSubmitShortcut } from './useSubmitShortcut';
import { formatMessage, mergeMessages } from './useToolMessages';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('useSubmitShortcut', () => {
  function Prompt({ onSubmit }: { onSubmit: () => void }) {
    const onKeyDown = useSubmitShortcut(onSubmit);
    return <textarea aria-label="Prompt" onKeyDown={onKeyDown} />;
  }

  it('submits on Ctrl+Enter and Cmd+Enter, never on plain or Shift+Enter', () => {
    const onSubmit = vi.fn();
    render(<Prompt onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox');
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('useObjectUrl', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('revokes the previous URL on change and the last one on unmount', async () => {
    let counter = 0;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++counter}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const first = new Blob(['a']);
    const second = new Blob(['b']);
    const { result, rerender, unmount } = renderHook(({ file }) => useObjectUrl(file), {
      initialProps: { file: first as Blob | null },
    });
    expect(result.current).toBe('blob:preview-1');
    rerender({ file: second });
    await tick();
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(result.current).toBe('blob:preview-2');
    rerender({ file: null });
    await tick();
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
    expect(result.current).toBeUndefined();
    unmount();
    expect(create).toHaveBeenCalledTimes(2);
    expect(revoke).toHaveBeenCalledTimes(2);
  });

  it('keeps the URL alive through StrictMode remounts and while another preview shows the same file', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:shared');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const file = new Blob(['x']);
    const first = renderHook(() => useObjectUrl(file), { reactStrictMode: true });
    const second = renderHook(() => useObjectUrl(file));
    await tick();
    first.unmount();
    await tick();
    expect(revoke).not.toHaveBeenCalled();
    expect(second.result.current).toBe('blob:shared');
    second.unmount();
    await tick();
    expect(revoke).toHaveBeenCalledWith('blob:shared');
  });

  it('gives back a URL given instead of a file, making none', () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    expect(renderHook(() => useObjectUrl('https://cdn.example/a.png')).result.current).toBe(
      'https://cdn.example/a.png',
    );
    expect(renderHook(() => useObjectUrl('')).result.current).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('resumable tasks', () => {
  it('round-trips a task per tool and clears it', () => {
    saveResumableTask('image-to-video', { taskId: 't-1', startedAt: 5, details: { prompt: 'fox' } });
    expect(loadResumableTask('image-to-video')).toEqual({ taskId: 't-1', startedAt: 5, details: { prompt: 'fox' } });
    expect(loadResumableTask('upscale')).toBeUndefined();
    clearResumableTask('image-to-video');
    expect(loadResumableTask('image-to-video')).toBeUndefined();
  });

  it('drops corrupt or incomplete entries instead of crashing', () => {
    sessionStorage.setItem('mediakit:task:a', '{not json');
    sessionStorage.setItem('mediakit:task:b', JSON.stringify({ taskId: '', startedAt: 1 }));
    expect(loadResumableTask('a')).toBeUndefined();
    expect(loadResumableTask('b')).toBeUndefined();
    expect(sessionStorage.getItem('mediakit:task:a')).toBeNull();
  });

  it('turns resuming off quietly when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => saveResumableTask('x', { taskId: 't', startedAt: 1 })).not.toThrow();
  });
});

describe('messages', () => {
  it('applies non-blank overrides of known keys only', () => {
    const defaults = { send: 'Send', clear: 'Clear' };
    expect(mergeMessages(defaults, { send: 'Envoyer', clear: '  ' })).toEqual({ send: 'Envoyer', clear: 'Clear' });
    expect(mergeMessages(defaults, { unknown: 'x' } as Partial<typeof defaults>)).toEqual(defaults);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Not enough credits. Need {required}, you have {have}.', { required: 5, have: 2 })).toBe(
      'Not enough credits. Need 5, you have 2.',
    );
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
  });
});

describe('useFileDrop', () => {
  function Target({ onFile, isDisabled }: { onFile: (file: File) => void; isDisabled?: boolean }) {
    const { dropProps } = useFileDrop(onFile, { isDisabled });
    return (
      <div data-testid="target" {...dropProps}>
        <button type="button">Browse</button>
      </div>
    );
  }
  const file = new File(['x'], 'photo.png', { type: 'image/png' });
  const carrying = (files: File[]) => ({ dataTransfer: { types: files.length ? ['Files'] : ['text/plain'], files } });

  it('marks itself while files are over it or its children, and hands over the first file dropped', () => {
    const onFile = vi.fn();
    render(<Target onFile={onFile} />);
    const target = screen.getByTestId('target');
    const child = screen.getByRole('button');
    fireEvent.dragEnter(target, carrying([file]));
    fireEvent.dragEnter(child, carrying([file]));
    fireEvent.dragLeave(target);
    // Still over the child: leaving the target's own box for its child is not leaving.
    expect(target).toHaveAttribute('data-drop-target', 'true');
    fireEvent.dragLeave(child);
    expect(target).not.toHaveAttribute('data-drop-target');
    fireEvent.dragEnter(target, carrying([file]));
    expect(fireEvent.drop(target, carrying([file]))).toBe(false);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(target).not.toHaveAttribute('data-drop-target');
  });

  it('ignores a drag of text, and takes a file pasted from a focused child', () => {
    const onFile = vi.fn();
    render(<Target onFile={onFile} />);
    const target = screen.getByTestId('target');
    // Not cancelled: the browser's own handling of dragged text stays.
    expect(fireEvent.dragOver(target, carrying([]))).toBe(true);
    fireEvent.dragEnter(target, carrying([]));
    expect(target).not.toHaveAttribute('data-drop-target');
    expect(fireEvent.paste(screen.getByRole('button'), { clipboardData: { files: [file] } })).toBe(false);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('takes nothing while disabled, and still keeps the browser from opening a dropped file', () => {
    const onFile = vi.fn();
    render(<Target onFile={onFile} isDisabled />);
    const target = screen.getByTestId('target');
    fireEvent.dragEnter(target, carrying([file]));
    expect(target).not.toHaveAttribute('data-drop-target');
    expect(fireEvent.drop(target, carrying([file]))).toBe(false);
    expect(fireEvent.paste(target, { clipboardData: { files: [file] } })).toBe(true);
    expect(onFile).not.toHaveBeenCalled();
  });
});
