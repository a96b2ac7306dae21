import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { checkFile, matchesAccept, megabytes } from './checkFile';
import { UploadField, type UploadFieldProps } from './UploadField';

describe('checkFile', () => {
  const png = { name: 'photo.PNG', type: 'image/png', size: 10 };
  it('matches MIME types, wildcards and extensions, case-insensitively', () => {
    expect(matchesAccept(png, ['image/png'])).toBe(true);
    expect(matchesAccept(png, ['image/*'])).toBe(true);
    expect(matchesAccept({ ...png, type: '' }, ['.png'])).toBe(true);
    expect(matchesAccept(png, ['image/jpeg'])).toBe(false);
    expect(matchesAccept({ name: 'clip.mp4', type: 'video/mp4' }, ['image/*'])).toBe(false);
  });

  it('refuses wrong types, empty files and files over the limit', () => {
    expect(checkFile(png, { accept: ['image/jpeg'] })).toBe('wrong-type');
    expect(checkFile({ ...png, size: 0 }, { accept: ['image/*'] })).toBe('empty');
    expect(checkFile({ ...png, size: megabytes(5) + 1 }, { accept: ['image/*'], maxBytes: megabytes(5) })).toBe(
      'too-large',
    );
    expect(checkFile({ ...png, size: megabytes(5) }, { accept: ['image/*'], maxBytes: megabytes(5) })).toBeUndefined();
  });
});

function Harness(props: Partial<UploadFieldProps> & { onChange?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <UploadField
      label="First frame"
      accept={['image/*']}
      maxBytes={megabytes(5)}
      wrongTypeMessage="Only image files are allowed."
      tooLargeMessage="Max file size is 5 MB."
      preview="none"
      file={file}
      onFileChange={(next) => {
        setFile(next);
        props.onChange?.(next);
      }}
      {...props}
    />
  );
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return userEvent.upload(input, file, { applyAccept: false });
}

describe('UploadField', () => {
  it('accepts a valid file from Browse and lets it be removed', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await chooseFile(new File(['x'], 'frame.png', { type: 'image/png' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'frame.png' }));
    expect(screen.getByText('Selected: frame.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("refuses a wrong type with the tool's message before the tool sees it", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await chooseFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Only image files are allowed.');
  });

  it("refuses a file over the limit with the tool's message", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await chooseFile(new File([new Uint8Array(megabytes(5) + 1)], 'huge.png', { type: 'image/png' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Max file size is 5 MB.');
  });

  it('offers a URL field when asked', async () => {
    const onUrlChange = vi.fn();
    render(<Harness url="" onUrlChange={onUrlChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Or paste a URL' }), 'h');
    expect(onUrlChange).toHaveBeenCalledWith('h');
  });
});
