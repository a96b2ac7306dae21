import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { checkFiles, formatBytes, matchesAccept } from './fileChecks';
import { FileDropZone } from './FileDropZone';

const png = (name = 'cat.png', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const mov = () => new File([new Uint8Array(10)], 'clip.mov', { type: 'video/quicktime' });

describe('file checks', () => {
  it('matches MIME types, wildcards and extensions case-insensitively', () => {
    expect(matchesAccept(png(), ['image/*'])).toBe(true);
    expect(matchesAccept(png(), ['image/png'])).toBe(true);
    expect(matchesAccept(png('CAT.PNG'), ['.png'])).toBe(true);
    expect(matchesAccept(mov(), ['image/*', '.png'])).toBe(false);
    expect(matchesAccept(mov(), [])).toBe(true);
    expect(matchesAccept(mov(), null)).toBe(true);
  });

  it('rejects by type, then size, then count, with messages', () => {
    const { accepted, rejected } = checkFiles([mov(), png('big.png', 2048), png('a.png'), png('b.png')], {
      accept: ['image/*'],
      maxBytes: 1024,
    });
    expect(accepted.map((file) => file.name)).toEqual(['a.png']);
    expect(rejected.map((rejection) => rejection.reason)).toEqual(['type', 'size', 'count']);
    expect(rejected[1]?.message).toBe('"big.png" is larger than 1 KB.');
  });

  it('formats byte sizes', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(-1)).toBe('0 B');
  });
});

describe('FileDropZone', () => {
  it('reports files picked with the browse button, checked before reporting', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    const onReject = vi.fn();
    const { container } = render(
      <FileDropZone accept={['image/*']} maxBytes={5000} allowsMultiple onFiles={onFiles} onReject={onReject} />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, [png(), mov()]);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ name: 'cat.png' })]);
    expect(onReject).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ reason: 'type' })]);
    expect(screen.getByText('"clip.mov" is not an accepted file type.')).toBeInTheDocument();
  });

  it('is reachable by keyboard: the paste target first, then a real browse button', async () => {
    render(<FileDropZone label="Drop an image" accept={['image/png']} maxBytes={10 * 1024 * 1024} />);
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName(/Drop an image/);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveFocus();
    expect(screen.getByText('PNG up to 10 MB. You can also paste.')).toBeInTheDocument();
  });

  it('accepts pasted files and rejects oversize ones', async () => {
    const onFiles = vi.fn();
    const onReject = vi.fn();
    render(<FileDropZone maxBytes={100} onFiles={onFiles} onReject={onReject} />);
    await userEvent.tab();
    fireEvent.paste(document.activeElement as Element, { clipboardData: { files: [png('shot.png', 50)] } });
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ name: 'shot.png' })]);
    fireEvent.paste(document.activeElement as Element, { clipboardData: { files: [png('huge.png', 500)] } });
    expect(onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'size' })]);
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('ignores everything when disabled, and exposes state as data attributes', async () => {
    const onFiles = vi.fn();
    const ref = createRef<HTMLDivElement>();
    render(<FileDropZone ref={ref} isDisabled onFiles={onFiles} className="partner" />);
    expect(ref.current).toHaveAttribute('data-disabled', 'true');
    expect(ref.current?.className).toMatch(/\S+ partner$/);
    expect(screen.getByRole('button', { name: 'Browse' })).toBeDisabled();
    fireEvent.paste(ref.current as Element, { clipboardData: { files: [png()] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('marks itself invalid after a rejection and shows caller errors', async () => {
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(<FileDropZone ref={ref} accept={['.png']} />);
    fireEvent.paste(ref.current as Element, { clipboardData: { files: [mov()] } });
    await waitFor(() => expect(ref.current).toHaveAttribute('data-invalid', 'true'));
    rerender(<FileDropZone ref={ref} accept={['.png']} errorMessage="Upload failed." />);
    expect(screen.getByText('Upload failed.')).toBeInTheDocument();
  });

  it('takes dropped files, shows it is a drop target while files are dragged over, and ignores dragged text', () => {
    const onFiles = vi.fn();
    const ref = createRef<HTMLDivElement>();
    render(<FileDropZone ref={ref} accept={['image/*']} onFiles={onFiles} />);
    const zone = ref.current as HTMLElement;
    const files = { types: ['Files'], files: [png('dropped.png')], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer: files });
    expect(zone).toHaveAttribute('data-drop-target', 'true');
    fireEvent.dragEnter(zone.querySelector('p') as Element, { dataTransfer: files });
    fireEvent.dragLeave(zone, { dataTransfer: files });
    expect(zone).toHaveAttribute('data-drop-target', 'true');
    fireEvent.drop(zone, { dataTransfer: files });
    expect(zone).not.toHaveAttribute('data-drop-target');
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ name: 'dropped.png' })]);
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(zone).not.toHaveAttribute('data-drop-target');
  });

  it('is a group named by its title and described by its hint', () => {
    render(<FileDropZone label="Drop an image" accept={['image/png']} />);
    const zone = screen.getByRole('group', { name: 'Drop an image' });
    expect(zone).toHaveAccessibleDescription('PNG. You can also paste.');
  });

  it('survives null accept lists and sizes', () => {
    render(<FileDropZone accept={null} maxBytes={null} />);
    expect(screen.getByText('You can also paste.')).toBeInTheDocument();
  });
});
