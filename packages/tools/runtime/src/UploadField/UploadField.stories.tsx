import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imageUploadTypes, megabytes } from './checkUpload';
import { UploadField } from './UploadField';

const frameText = {
  frameLabel: 'First frame',
  frameDropHint: 'Drop an image here, browse, or paste an image URL. Images up to 5 MB.',
  frameUrlLabel: 'Image URL',
  frameWrongType: 'Only image files are allowed.',
  frameTooLarge: 'Max file size is 5 MB.',
};

function Demo({
  withUrl = false,
  errorMessage,
  bound = false,
}: {
  withUrl?: boolean;
  errorMessage?: string;
  bound?: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  if (bound) {
    // A tool's hook as the field reads it by name.
    const fields: Record<string, object> = {
      frameFile: { onChange: setFile },
      frameUrl: { onChange: setUrl },
      frame: { errorMessage },
    };
    const tool = { values: { frameFile: file, frameUrl: url }, field: (name: string) => fields[name] ?? {} };
    return (
      <UploadField
        tool={tool}
        text={frameText}
        field="frameFile"
        rule={{ types: imageUploadTypes, maxBytes: megabytes(5) }}
      />
    );
  }
  return (
    <UploadField
      label="First frame"
      rule={{ types: imageUploadTypes, maxBytes: megabytes(5) }}
      wrongTypeMessage="Only image files are allowed."
      tooLargeMessage="Max file size is 5 MB."
      file={file}
      onFileChange={setFile}
      errorMessage={errorMessage}
      {...(withUrl ? { url, onUrlChange: setUrl } : {})}
    />
  );
}

const meta = { title: 'Runtime/UploadField', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PNG drawn on a canvas: real bytes the browser decodes. */
async function drawnPng(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 80;
  canvas.height = 60;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#4f46e5';
    context.fillRect(0, 0, 80, 60);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Tab reaches the drop area (the paste target, named by the label), then Browse. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'First frame' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse…' })).toHaveFocus();
  },
};

export const WithUrl: Story = {
  args: { withUrl: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Or paste a URL' });
    await userEvent.type(field, 'https://example.com/frame.png');
    await expect(field).toHaveValue('https://example.com/frame.png');
  },
};

export const Required: Story = {
  args: { errorMessage: 'The model requires an image (upload a file or paste an image URL).' },
};

export const RejectsWrongType: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only image files are allowed.');
  },
};

/** A text file renamed `.png` (and claiming image/png) is refused by its bytes. */
export const RejectsRenamedText: Story = {
  play: async ({ canvasElement }) => {
    const renamed = new File(['These are my notes, not a picture.'], 'holiday.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), renamed);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only image files are allowed.');
    await expect(within(canvasElement).queryByText('Selected: holiday.png')).not.toBeInTheDocument();
  },
};

/** Bytes that start like a PNG but do not decode: said plainly. */
export const RejectsDamagedImage: Story = {
  play: async ({ canvasElement }) => {
    const header = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    await userEvent.upload(fileInput(canvasElement), new File([header], 'broken.png', { type: 'image/png' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('That image could not be read.');
  },
};

export const WithPreview: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await drawnPng('frame.png'));
    await expect(await within(canvasElement).findByRole('img', { name: 'frame.png' })).toBeInTheDocument();
  },
};

/** A file dropped on the area goes through the same checks. */
export const DropsAFile: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByRole('group', { name: 'First frame' });
    const transfer = new DataTransfer();
    transfer.items.add(await drawnPng('dropped.png'));
    zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    await expect(await within(canvasElement).findByText('Selected: dropped.png')).toBeInTheDocument();
    await expect(zone).not.toHaveAttribute('data-drop-target');
  },
};

/** Bound to a tool's hook by the field's name: its file, URL and error, and the field's words from its messages. */
export const BoundToATool: Story = {
  args: { bound: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'First frame' })).toHaveAccessibleDescription(
      frameText.frameDropHint,
    );
    const urlField = canvas.getByRole('textbox', { name: 'Image URL' });
    await userEvent.type(urlField, 'https://example.com/frame.png');
    await expect(urlField).toHaveValue('https://example.com/frame.png');
    await userEvent.upload(fileInput(canvasElement), new File(['notes'], 'notes.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only image files are allowed.');
    await userEvent.upload(fileInput(canvasElement), await drawnPng('frame.png'));
    await expect(await canvas.findByText('Selected: frame.png')).toBeInTheDocument();
  },
};
