import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  countRequests,
  expectBlockedByCredits,
  fileInput,
  imageFile,
  itClearsANetworkFailureOnReset,
  renamedTextFile,
  renderWithBalance,
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

const renderReady = (props: Parameters<typeof BackgroundComposerTool>[0]) =>
  renderWithBalance(<BackgroundComposerTool {...props} />);

describe('BackgroundComposerTool', () => {
  it('starts in Transparent Only with the subject, the cost and the action', async () => {
    await renderReady({ client: createFakeMediakitClient() });
    expect(screen.getByRole('heading', { name: 'Background remover and composer' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Transparent Only' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Add Background' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Subject image URL' })).toBeInTheDocument();
    expect(screen.getByText('Cost: 1 credit')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Canvas' })).not.toBeInTheDocument();
  });

  it("asks for a subject before sending: 'Upload an image or provide a valid image URL.'", async () => {
    const client = createFakeMediakitClient();
    await renderReady({ client });
    await userEvent.click(screen.getByRole('button', { name: 'Remove background' }));
    expect(await screen.findByText('Upload an image or provide a valid image URL.')).toBeInTheDocument();
    expect(countRequests(client, 'backgroundRemoval.remove')).toBe(0);
  });

  it("refuses a non-image file: 'Please select an image file.'", async () => {
    await renderReady({ client: createFakeMediakitClient() });
    await userEvent.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('Please select an image file.')).toBeInTheDocument();
  });

  it('refuses a text file renamed .png in both image fields before any request', async () => {
    const client = createFakeMediakitClient();
    const { container } = await renderReady({ client, defaultValues: { mode: 'background' } });
    await userEvent.upload(fileInput(container, 0), renamedTextFile('cat.png'));
    expect(await screen.findByText('Please select an image file.')).toBeInTheDocument();
    await userEvent.upload(fileInput(container, 1), renamedTextFile('beach.png'));
    expect(await screen.findByText('Please select an image file for background.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove background' }));
    expect(countRequests(client, 'backgroundRemoval.remove')).toBe(0);
  });

  it('removes the background of a URL and offers Download PNG and Copy Link', async () => {
    const client = createFakeMediakitClient();
    const onResult = vi.fn();
    await renderReady({ client, onResult });
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
    await renderReady({ client: createFakeMediakitClient(), defaultValues: { mode: 'background' } });
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

  it("blocks when credits are short with 'Insufficient credits. Needed 1, you have 0.' and a Buy credits link", async () => {
    const client = createFakeMediakitClient({ credits: 0 });
    await renderReady({ client, buyCreditsHref: '/billing' });
    await expectBlockedByCredits('Insufficient credits. Needed 1, you have 0.', { href: '/billing' });
    await pasteInto(screen.getByRole('textbox', { name: 'Subject image URL' }), 'https://x.test/cat.png');
    await userEvent.click(screen.getByRole('button', { name: 'Remove background' }));
    expect(countRequests(client, 'backgroundRemoval.remove')).toBe(0);
  });

  itClearsANetworkFailureOnReset({
    render: (client) => renderReady({ client }),
    operation: 'backgroundRemoval.remove',
    file: png,
    submit: 'Remove background',
  });

  it('lets partners override any message', async () => {
    await renderReady({
      client: createFakeMediakitClient(),
      messages: { submit: 'Détourer', subjectRequired: 'Ajoutez une image.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Détourer' }));
    expect(await screen.findByText('Ajoutez une image.')).toBeInTheDocument();
  });
});
