import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  countRequests,
  expectBlockedByCredits,
  fileInput,
  imageFile,
  itClearsANetworkFailureOnReset,
  renamedTextFile,
  renderWithBalance,
  uploadAndSubmit,
} from '@mediakit/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OcrTool } from './OcrTool';

const scan = imageFile('receipt.png');

const renderReady = (props: Parameters<typeof OcrTool>[0]) => renderWithBalance(<OcrTool {...props} />);

afterEach(() => vi.unstubAllGlobals());

describe('OcrTool', () => {
  it('starts with the upload, the cost and Extract Text', async () => {
    await renderReady({ client: createFakeMediakitClient() });
    expect(screen.getByRole('heading', { name: 'Image to text (OCR)' })).toBeInTheDocument();
    expect(screen.getByText('Cost: 1 credit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extract Text' })).toBeInTheDocument();
  });

  it('asks for an image, and refuses anything but JPEG or PNG', async () => {
    await renderReady({ client: createFakeMediakitClient() });
    await userEvent.click(screen.getByRole('button', { name: 'Extract Text' }));
    expect(await screen.findByText('Choose a JPEG or PNG image to extract its text.')).toBeInTheDocument();
    await userEvent.upload(fileInput(), imageFile('anim.gif'), { applyAccept: false });
    expect(await screen.findByText('Please choose a JPEG or PNG image.')).toBeInTheDocument();
  });

  it('refuses a text file renamed .png before any request', async () => {
    const client = createFakeMediakitClient();
    await renderReady({ client });
    await userEvent.upload(fileInput(), renamedTextFile('receipt.png'));
    expect(await screen.findByText('Please choose a JPEG or PNG image.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Extract Text' }));
    expect(countRequests(client, 'ocr.extract')).toBe(0);
  });

  it('extracts, draws the word boxes, and copies the selection in reading order', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onResult = vi.fn();
    await renderReady({ client: createFakeMediakitClient(), onResult });
    await uploadAndSubmit(scan, 'Extract Text');
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByRole('textbox', { name: 'Extracted text' })).toHaveValue('Hello Mediakit');
    const boxes = within(result).getAllByRole('option');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['Hello', 'Mediakit']);
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ text: 'Hello Mediakit' }));

    await userEvent.click(within(result).getByRole('option', { name: 'Mediakit' }));
    expect(screen.getByText('1 of 2 words selected')).toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: 'Copy selected' }));
    expect(writeText).toHaveBeenLastCalledWith('Mediakit');
    expect(await within(result).findByText('Copied.')).toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: 'Copy all' }));
    expect(writeText).toHaveBeenLastCalledWith('Hello Mediakit');
  });

  it('offers Download .txt under a sanitised name taken from the image', async () => {
    await renderReady({ client: createFakeMediakitClient() });
    await userEvent.upload(fileInput(), imageFile('scan: "May"?.png'));
    await screen.findByText(/^Selected: scan/);
    await userEvent.click(screen.getByRole('button', { name: 'Extract Text' }));
    const link = await screen.findByRole('link', { name: 'Download .txt' });
    expect(link).toHaveAttribute('download', 'scan_ _May__.txt');
    expect(link.getAttribute('href')).toMatch(/^blob:/);
  });

  it("blocks when credits are short: 'Not enough credits. Need 1, you have 0.'", async () => {
    const client = createFakeMediakitClient({ credits: 0 });
    await renderReady({ client });
    await expectBlockedByCredits('Not enough credits. Need 1, you have 0.');
    await uploadAndSubmit(scan, 'Extract Text');
    expect(countRequests(client, 'ocr.extract')).toBe(0);
  });

  itClearsANetworkFailureOnReset({
    render: (client) => renderReady({ client }),
    operation: 'ocr.extract',
    file: scan,
    submit: 'Extract Text',
  });

  it('lets partners override any message', async () => {
    await renderReady({ client: createFakeMediakitClient(), messages: { submit: 'Extraire le texte' } });
    expect(screen.getByRole('button', { name: 'Extraire le texte' })).toBeInTheDocument();
  });
});
