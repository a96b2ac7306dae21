import {
  countRequests,
  fileInput,
  imageFile,
  itBehavesLikeAnUploadTool,
  renamedTextFile,
  uploadToolView,
} from '@mediakit/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundComposerTool } from './BackgroundComposerTool';

const png = imageFile('cat.png');

// Pasting instead of typing keeps these tests fast on a busy machine; typing is covered by the stories.
async function pasteInto(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const composerView = uploadToolView(BackgroundComposerTool, {
  operation: 'backgroundRemoval.remove',
  submit: 'Remove background',
  file: png,
});

describe('BackgroundComposerTool', () => {
  it('starts in Transparent Only with the subject, the cost and the action', async () => {
    await composerView.render();
    expect(screen.getByRole('heading', { name: 'Background remover and composer' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Transparent Only' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Add Background' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Subject image URL' })).toBeInTheDocument();
    expect(screen.getByText('Cost: 1 credit')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Canvas' })).not.toBeInTheDocument();
  });

  it("asks for a subject before sending: 'Upload an image or provide a valid image URL.'", async () => {
    const { client } = await composerView.render();
    await userEvent.click(screen.getByRole('button', { name: 'Remove background' }));
    expect(await screen.findByText('Upload an image or provide a valid image URL.')).toBeInTheDocument();
    expect(countRequests(client, 'backgroundRemoval.remove')).toBe(0);
  });

  it("refuses a non-image file: 'Please select an image file.'", async () => {
    await composerView.render();
    await userEvent.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('Please select an image file.')).toBeInTheDocument();
  });

  it('refuses a text file renamed .png as the background before any request', async () => {
    const { client, container } = await composerView.render({ defaultValues: { mode: 'background' } });
    await userEvent.upload(fileInput(container, 1), renamedTextFile('beach.png'));
    expect(await screen.findByText('Please select an image file for background.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove background' }));
    expect(countRequests(client, 'backgroundRemoval.remove')).toBe(0);
  });

  it('removes the background of a URL and offers Download PNG and Copy Link', async () => {
    const onResult = vi.fn();
    const { client } = await composerView.render({ onResult });
    await pasteInto(screen.getByRole('textbox', { name: 'Subject image URL' }), 'https://x.test/cat.png');
    await userEvent.click(screen.getByRole('button', { name: 'Remove background' }));
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(onResult).toHaveBeenCalledWith({ url: expect.stringContaining('https://'), credits: 431 });
    await userEvent.click(within(result).getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(client.fake.downloads).toEqual(['background-removed.png']));
    expect(within(result).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((region) => region.textContent === 'Your image is ready.')).toBe(true);
  });

  it('shows the canvas, background and a live preview in Add Background mode, clamping numbers', async () => {
    await composerView.render({ defaultValues: { mode: 'background' } });
    expect(screen.getByRole('group', { name: 'Canvas' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Align' })).toBeInTheDocument();
    expect(screen.getByTestId('composition-preview')).toBeInTheDocument();
    const width = screen.getByRole('spinbutton', { name: 'Canvas width' });
    await userEvent.clear(width);
    await userEvent.type(width, '5');
    await userEvent.tab();
    expect(width).toHaveValue(32);
    expect(screen.getByTestId('composition-preview').style.aspectRatio).toBe('32 / 1024');
    expect(screen.getByText(/In use: the colour #FFFFFF\./)).toBeInTheDocument();
  });

  itBehavesLikeAnUploadTool(composerView, {
    refused: 'Please select an image file.',
    shortBalance: { message: 'Insufficient credits. Needed 1, you have 0.', buyCreditsHref: '/billing' },
  });

  it('lets partners override any message', async () => {
    await composerView.render({ messages: { submit: 'Détourer', subjectRequired: 'Ajoutez une image.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Détourer' }));
    expect(await screen.findByText('Ajoutez une image.')).toBeInTheDocument();
  });
});
