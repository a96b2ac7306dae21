import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  isHttpUrl,
  checkUpload,
  imageUploadTypes,
  megabytes,
  pngOrJpegUploadTypes,
  typeOfBytes,
  videoUploadTypes,
} from './checkUpload';
import { ToolViewContext } from '../ToolLayout/toolView';
import { UploadField, type UploadFieldProps } from './UploadField';

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
// (The runtime cannot use the workspace's test-support package, which sits above it.)
function imageFile(name = 'photo.png'): File {
  if (name.endsWith('.webp')) return new File([ascii('RIFF\0\0\0\0WEBPVP8 ')], name, { type: 'image/webp' });
  return new File([pngBytes], name, { type: 'image/png' });
}
const videoFile = (name = 'clip.mp4') => new File([ascii('\0\0\0\x20ftypisom\0\0\0\0')], name, { type: 'video/mp4' });
const renamedTextFile = (name = 'notes.png', type = 'image/png') =>
  new File(['My notes, not a picture.'], name, { type });
function fileOfSize(bytes: number, name: string, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('typeOfBytes', () => {
  it('knows images and videos by their first bytes', () => {
    expect(typeOfBytes(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(typeOfBytes(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(typeOfBytes(ascii('GIF89a'))).toBe('image/gif');
    expect(typeOfBytes(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(typeOfBytes(ascii('\0\0\0\x20ftypisom'))).toBe('video/mp4');
    expect(typeOfBytes(ascii('\0\0\0\x14ftypqt  '))).toBe('video/quicktime');
    expect(typeOfBytes(ascii('\0\0\0\x1cftypM4V '))).toBe('video/x-m4v');
    expect(typeOfBytes(ascii('\0\0\0\x1cftypM4A '))).toBe('audio/mp4');
    expect(typeOfBytes(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...ascii('....webm')]))).toBe('video/webm');
    expect(typeOfBytes(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...ascii('matroska')]))).toBe('video/x-matroska');
    expect(typeOfBytes(ascii('These are my notes'))).toBeUndefined();
    expect(typeOfBytes(new Uint8Array())).toBeUndefined();
  });
});

describe('isHttpUrl', () => {
  it('takes absolute http(s) URLs (trimmed) and refuses other schemes, relative paths and nonsense', () => {
    expect(isHttpUrl(' https://cdn.example.com/a.png ')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isHttpUrl('ftp://example.com/a.png')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/media/a.png')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });
});

describe('checkUpload', () => {
  const images = { types: imageUploadTypes, maxBytes: megabytes(5) };

  it('takes a file whose bytes are of an allowed type, whatever its name says', async () => {
    expect(await checkUpload(imageFile('photo.png'), images)).toBeUndefined();
    expect(await checkUpload(imageFile('photo.webp'), images)).toBeUndefined();
    const misnamed = new File([await imageFile('photo.png').arrayBuffer()], 'photo.txt', { type: 'text/plain' });
    expect(await checkUpload(misnamed, images)).toBeUndefined();
  });

  it('refuses text renamed .png, bytes of another type, empty files and files over the cap', async () => {
    expect(await checkUpload(renamedTextFile('notes.png', 'image/png'), images)).toBe('wrong-type');
    expect(await checkUpload(imageFile('photo.webp'), { ...images, types: pngOrJpegUploadTypes })).toBe('wrong-type');
    expect(await checkUpload(videoFile(), images)).toBe('wrong-type');
    expect(await checkUpload(new File([], 'empty.png', { type: 'image/png' }), images)).toBe('empty');
    expect(await checkUpload(fileOfSize(megabytes(5) + 1, 'huge.png', 'image/png'), images)).toBe('too-large');
  });

  it('checks videos by their container', async () => {
    const videos = { types: videoUploadTypes, maxBytes: megabytes(200) };
    expect(await checkUpload(videoFile('clip.mp4'), videos)).toBeUndefined();
    expect(await checkUpload(renamedTextFile('clip.mp4', 'video/mp4'), videos)).toBe('wrong-type');
  });
});

function Harness(
  props: Partial<Extract<UploadFieldProps, { tool?: undefined }>> & { onChange?: (file: File | null) => void },
) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <UploadField
      label="First frame"
      rule={{ types: imageUploadTypes, maxBytes: megabytes(5) }}
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
  it('accepts an image from Browse, says so, and lets it be removed', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await chooseFile(imageFile('frame.png'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'frame.png' })));
    expect(screen.getByText('Selected: frame.png')).toBeInTheDocument();
    expect(screen.getByText('Added frame.png.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("refuses a text file renamed .png with the tool's message before the tool sees it", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await chooseFile(renamedTextFile('notes.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files are allowed.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a file over the cap with the tool's message, and an empty one plainly", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await chooseFile(fileOfSize(megabytes(5) + 1, 'huge.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Max file size is 5 MB.');
    await chooseFile(new File([], 'empty.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That file is empty.'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a dropped or pasted file through the same checks', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const zone = screen.getByRole('group', { name: 'First frame' });
    fireEvent.drop(zone, { dataTransfer: { files: [renamedTextFile()], types: ['Files'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files are allowed.');
    fireEvent.paste(zone, { clipboardData: { files: [imageFile('pasted.png')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'pasted.png' })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the drop area by the field’s label and describes it with the hint', () => {
    render(<Harness />);
    const zone = screen.getByRole('group', { name: 'First frame' });
    expect(zone).toHaveAccessibleDescription(/Drop a file here, paste it/);
    expect(zone).toHaveAttribute('tabindex', '0');
  });

  it('offers a URL field when asked', async () => {
    const onUrlChange = vi.fn();
    render(<Harness url="" onUrlChange={onUrlChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Or paste a URL' }), 'h');
    expect(onUrlChange).toHaveBeenCalledWith('h');
  });

  it("binds to a tool by name: the hook's file, URL and error, the field's words from the tool's messages", async () => {
    const setFrameFile = vi.fn();
    const setFrameUrl = vi.fn();
    const fields: Record<string, object> = {
      frameFile: { onChange: setFrameFile },
      frameUrl: { onChange: setFrameUrl },
      frame: { errorMessage: 'The model requires an image.' },
    };
    // A useTool hook as the field reads it: its values and each field's props by name.
    const tool = { values: { frameFile: null, frameUrl: 'https://a' }, field: (name: string) => fields[name] ?? {} };
    const text = {
      frameLabel: 'First frame',
      frameWrongType: 'Only image files are allowed.',
      frameTooLarge: 'Max file size is 5 MB.',
      frameDropHint: 'Drop an image here.',
      frameBrowse: 'Choose an image…',
      urlLabel: 'Image URL',
      promptLabel: 'Prompt',
    };
    render(
      <UploadField
        tool={tool}
        text={text}
        field="frameFile"
        rule={{ types: imageUploadTypes, maxBytes: megabytes(5) }}
      />,
    );
    const zone = screen.getByRole('group', { name: 'First frame' });
    expect(zone).toHaveAccessibleDescription('Drop an image here.');
    expect(screen.getByRole('button', { name: 'Choose an image…' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The model requires an image.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Image URL' }), 'b');
    expect(setFrameUrl).toHaveBeenLastCalledWith('https://ab');
    await chooseFile(renamedTextFile());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only image files are allowed.'));
    await chooseFile(fileOfSize(megabytes(5) + 1, 'big.png', 'image/png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Max file size is 5 MB.'));
    await chooseFile(imageFile('frame.png'));
    await waitFor(() => expect(setFrameFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'frame.png' })));
  });

  it('words the field as the tool words all its upload fields, and lets given parts win', () => {
    const tool = { values: { subjectFile: imageFile('cat.png') }, field: () => ({ onChange: vi.fn() }) };
    const text = { subjectLabel: 'Subject', wrongType: 'Not an image.', tooLarge: 'Too large.' };
    render(
      <UploadField
        tool={tool}
        text={text}
        field="subjectFile"
        rule={{ types: imageUploadTypes, maxBytes: megabytes(5) }}
        preview="none"
        errorMessage="Enter a valid URL."
        messages={{ remove: 'Remove subject' }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Subject' })).toBeInTheDocument();
    expect(screen.getByText('Selected: cat.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove subject' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid URL.');
    // No `subjectUrl` in the form: no URL field.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("keeps the partner's wording for upload fields under the tool's own, given or bound", () => {
    const shared = { sharedMessages: { upload: { browse: 'Durchsuchen…', remove: 'Entfernen' } } };
    const tool = { values: { image: imageFile('cat.png') }, field: () => ({ onChange: vi.fn() }) };
    const text = { imageLabel: 'Bild', imageRemove: 'Bild entfernen', wrongType: 'Kein Bild.', tooLarge: 'Zu groß.' };
    render(
      <ToolViewContext.Provider value={shared}>
        <Harness label="Erstes Bild" />
        <UploadField tool={tool} text={text} field="image" rule={{ types: imageUploadTypes, maxBytes: 99 }} />
      </ToolViewContext.Provider>,
    );
    expect(screen.getAllByRole('button', { name: 'Durchsuchen…' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Bild entfernen' })).toBeInTheDocument();
  });
});
