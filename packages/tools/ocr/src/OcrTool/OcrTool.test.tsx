import {
  fileInput,
  imageFile,
  itBehavesLikeAnUploadTool,
  uploadAndSubmit,
  uploadToolView,
} from '@mediakit/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OcrTool } from './OcrTool';

const scan = imageFile('receipt.png');

const ocrView = uploadToolView(OcrTool, { operation: 'ocr.extract', submit: 'Extract Text', file: scan });

afterEach(() => vi.unstubAllGlobals());

describe('OcrTool', () => {
  it('starts with the upload, the cost and Extract Text', async () => {
    await ocrView.render();
    expect(screen.getByRole('heading', { name: 'Image to text (OCR)' })).toBeInTheDocument();
    expect(screen.getByText('Cost: 1 credit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extract Text' })).toBeInTheDocument();
  });

  it('asks for an image, and refuses anything but JPEG or PNG', async () => {
    await ocrView.render();
    await userEvent.click(screen.getByRole('button', { name: 'Extract Text' }));
    expect(await screen.findByText('Choose a JPEG or PNG image to extract its text.')).toBeInTheDocument();
    await userEvent.upload(fileInput(), imageFile('anim.gif'), { applyAccept: false });
    expect(await screen.findByText('Please choose a JPEG or PNG image.')).toBeInTheDocument();
  });

  it('extracts, draws the word boxes, and copies the selection in reading order', async () => {
    const onResult = vi.fn();
    await ocrView.render({ onResult });
    // After rendering: user-event's setup there gives the page a clipboard of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
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
    await ocrView.render();
    await userEvent.upload(fileInput(), imageFile('scan: "May"?.png'));
    await screen.findByText(/^Selected: scan/);
    await userEvent.click(screen.getByRole('button', { name: 'Extract Text' }));
    const link = await screen.findByRole('link', { name: 'Download .txt' });
    expect(link).toHaveAttribute('download', 'scan_ _May__.txt');
    expect(link.getAttribute('href')).toMatch(/^blob:/);
  });

  itBehavesLikeAnUploadTool(ocrView, {
    refused: 'Please choose a JPEG or PNG image.',
    shortBalance: { message: 'Not enough credits. Need 1, you have 0.' },
  });

  it('lets partners override any message', async () => {
    await ocrView.render({ messages: { submit: 'Extraire le texte' } });
    expect(screen.getByRole('button', { name: 'Extraire le texte' })).toBeInTheDocument();
  });
});
