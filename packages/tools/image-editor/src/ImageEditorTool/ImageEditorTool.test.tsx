import type { EditedImage, ImageEditApi } from '@mediakit/api-client';
import {
  expectBlockedByCredits,
  fakeClientWith,
  fileInput,
  fileOfSize,
  freshJobViewInEachTest,
  imageFile,
  renamedTextFile,
} from '@mediakit/test-support';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageEditorTool } from './ImageEditorTool';

const editedUrl = 'https://cdn.example.com/edited.png';

/** A client whose edit job finishes (or hangs) at once, so the view is tested without waiting for polls. */
const clientWith = (imageEdit: Partial<ImageEditApi>, credits = 432) =>
  fakeClientWith('imageEdit', imageEdit, { credits });

const finishing = () => ({
  start: vi.fn<ImageEditApi['start']>(async () => ({ taskId: 'task-1', status: 'PENDING' })),
  wait: vi.fn<ImageEditApi['wait']>(async (): Promise<EditedImage> => ({ url: editedUrl })),
});

freshJobViewInEachTest();

describe('ImageEditorTool', () => {
  it('shows both validation messages and sends nothing when the form is empty', async () => {
    const api = finishing();
    render(<ImageEditorTool client={clientWith(api)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image or provide an image URL.');
    expect(screen.getAllByText('Prompt is required.').length).toBeGreaterThan(0);
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      'Please upload an image or provide an image URL. Prompt is required.',
    );
    expect(api.start).not.toHaveBeenCalled();
  });

  it('edits from a URL by keyboard (Ctrl+Enter) and shows the before/after with result actions', async () => {
    const api = finishing();
    const onResult = vi.fn();
    render(<ImageEditorTool client={clientWith(api)} onResult={onResult} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Or paste an image URL' }));
    await userEvent.paste('https://example.com/cat.png');
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'add a hat{Control>}{Enter}{/Control}');
    expect(api.start).toHaveBeenCalledWith(
      { prompt: 'add a hat', imageUrl: 'https://example.com/cat.png', strength: 50, size: '1024x1024' },
      expect.anything(),
    );
    expect(await screen.findByText('Your edited image is ready.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Edited image' })).toHaveAttribute('src', editedUrl);
    expect(screen.getByRole('img', { name: 'Original image' })).toHaveAttribute('src', 'https://example.com/cat.png');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', editedUrl);
    expect(onResult).toHaveBeenCalledWith({ url: editedUrl, sourceUrl: 'https://example.com/cat.png' });
  });

  it('uploads a file, refusing one over 8 MB and a text file renamed .png with their messages', async () => {
    const api = finishing();
    const { container } = render(<ImageEditorTool client={clientWith(api)} />);
    const input = fileInput(container);
    const big = fileOfSize(8 * 1024 * 1024 + 1, 'big.png', 'image/png');
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be 8 MB or smaller.');
    await userEvent.upload(input, renamedTextFile('notes.png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file.'));
    await userEvent.upload(input, imageFile('small.png'));
    expect(await screen.findByText('Selected: small.png')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'brighter');
    await userEvent.click(screen.getByRole('button', { name: 'Edit image' }));
    expect(api.start).toHaveBeenCalledWith(expect.objectContaining({ image: expect.any(File) }), expect.anything());
    expect(await screen.findByRole('img', { name: 'Original image' })).toHaveAttribute('src', 'blob:preview');
  });

  it('changes size and strength by keyboard', async () => {
    const api = finishing();
    render(
      <ImageEditorTool
        client={clientWith(api)}
        defaultValues={{ imageUrl: 'https://example.com/a.png', prompt: 'x' }}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '512x512' }));
    const slider = screen.getByRole('slider', { name: 'Strength' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Edit image' }));
    expect(api.start).toHaveBeenCalledWith(
      expect.objectContaining({ size: '512x512', strength: 52 }),
      expect.anything(),
    );
  });

  it('blocks submission when credits are short, with a Buy credits link', async () => {
    const api = finishing();
    render(
      <ImageEditorTool
        client={clientWith(api, 1)}
        buyCreditsHref="/billing"
        defaultValues={{ imageUrl: 'https://example.com/a.png', prompt: 'x' }}
      />,
    );
    await expectBlockedByCredits('Not enough credits. Need 2, you have 1.', { button: 'Edit image', href: '/billing' });
    expect(api.start).not.toHaveBeenCalled();
  });

  it('shows a failure and lets the user start over from the default values', async () => {
    const api = finishing();
    api.wait.mockRejectedValue(Object.assign(new Error('x'), { name: 'ApiError' }));
    const onError = vi.fn();
    render(
      <ImageEditorTool
        client={clientWith(api)}
        onError={onError}
        defaultValues={{ imageUrl: 'https://example.com/a.png', prompt: 'x' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image editing failed.');
    expect(onError).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('x');
  });

  it('Cancel stops waiting and says the server may still finish the job', async () => {
    let signal: AbortSignal | undefined;
    const api = finishing();
    api.wait.mockImplementation((_ticket, options) => {
      signal = options?.signal;
      return new Promise(() => {});
    });
    render(
      <ImageEditorTool
        client={clientWith(api)}
        defaultValues={{ imageUrl: 'https://example.com/a.png', prompt: 'x' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit image' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.getByText(/The server may still finish it/)).toBeInTheDocument();
  });

  it('uses partner messages', async () => {
    render(
      <ImageEditorTool
        client={clientWith(finishing())}
        messages={{ title: 'Retouch', submit: 'Go', promptRequired: 'Say what.' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Retouch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getAllByText('Say what.').length).toBeGreaterThan(0));
  });
});
