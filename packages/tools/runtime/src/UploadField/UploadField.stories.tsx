import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { megabytes } from './checkFile';
import { UploadField } from './UploadField';

function Demo({ withUrl = false, errorMessage }: { withUrl?: boolean; errorMessage?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  return (
    <UploadField
      label="First frame"
      accept={['image/*']}
      maxBytes={megabytes(5)}
      wrongTypeMessage="Only image files are allowed."
      tooLargeMessage="Max file size is 5 MB."
      file={file}
      onFileChange={setFile}
      errorMessage={errorMessage}
      {...(withUrl ? { url, onUrlChange: setUrl } : {})}
    />
  );
}

const meta = { title: 'Runtime/UploadField', component: Demo, tags: ['autodocs'] } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Browse…' })).toHaveFocus();
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
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input!, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only image files are allowed.');
  },
};

export const WithPreview: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60"><rect width="80" height="60" fill="#4f46e5"/></svg>';
    await userEvent.upload(input!, new File([svg], 'frame.svg', { type: 'image/svg+xml' }));
    await expect(await within(canvasElement).findByRole('img', { name: 'frame.svg' })).toBeInTheDocument();
  },
};
