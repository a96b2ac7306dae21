import type { MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { OcrTool } from './OcrTool';

const meta = {
  title: 'Tools/OCR/OCR tool',
  component: OcrTool,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
} satisfies Meta<typeof OcrTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 200x50 PNG reading "Hello Mediakit" where the fake backend says the words are. */
async function scanPng(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 200;
  canvas.height = 50;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 200, 50);
    context.fillStyle = '#111111';
    context.font = '18px sans-serif';
    context.textBaseline = 'top';
    context.fillText('Hello', 12, 12);
    context.fillText('Mediakit', 82, 12);
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('No PNG'))), 'image/png'),
  );
  return new File([blob], 'greeting.png', { type: 'image/png' });
}

async function chooseScan(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  await userEvent.upload(input, await scanPng());
}

async function extract(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Extract Text' }));
}

/** Tabs forward until `target` has focus: proves it is reachable by keyboard alone. */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 40 && document.activeElement !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

function failingWith(scenario: 'network-error' | 'unauthenticated' | 'invalid-input' | 'malformed') {
  return createFakeMediakitClient({ scenarios: { 'ocr.extract': scenario } });
}

export const Idle: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cost: 1 credits')).toBeInTheDocument();
  },
};

export const ImageRequired: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    await extract(canvasElement);
    await expect(
      await within(canvasElement).findByText('Choose a JPEG or PNG image to extract its text.'),
    ).toBeInTheDocument();
  },
};

export const NotJpegOrPng: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input!, new File(['g'], 'anim.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await within(canvasElement).findByText('Please choose a JPEG or PNG image.')).toBeInTheDocument();
  },
};

export const InsufficientCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not enough credits. Need 1, you have 0.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  },
};

export const Extracting: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 600_000 }) },
  play: async ({ canvasElement }) => {
    await chooseScan(canvasElement);
    await extract(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: /Extracting text…/ })).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseScan(canvasElement);
    await extract(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Result' });
    await expect(within(result).getAllByRole('option')).toHaveLength(2);
    await expect(within(result).getByRole('link', { name: 'Download .txt' })).toHaveAttribute(
      'download',
      'greeting.txt',
    );
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};

export const NoTextFound: Story = {
  args: {
    client: {
      ...createFakeMediakitClient(),
      ocr: { extract: async () => ({ text: '', words: [] }) },
    } satisfies MediakitClient,
  },
  play: async ({ canvasElement }) => {
    await chooseScan(canvasElement);
    await extract(canvasElement);
    await expect(await within(canvasElement).findByText('No text was found in this image.')).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { client: failingWith('malformed') },
  play: async ({ canvasElement }) => {
    await chooseScan(canvasElement);
    await extract(canvasElement);
    await expect(await within(canvasElement).findByText('Something went wrong.')).toBeInTheDocument();
  },
};

export const Unauthenticated: Story = {
  args: { client: failingWith('unauthenticated') },
  play: async ({ canvasElement }) => {
    await chooseScan(canvasElement);
    await extract(canvasElement);
    await expect(await within(canvasElement).findByText('Please log in to continue.')).toBeInTheDocument();
  },
};

export const InvalidInput: Story = {
  args: { client: failingWith('invalid-input') },
  play: async ({ canvasElement }) => {
    await chooseScan(canvasElement);
    await extract(canvasElement);
    await expect(await within(canvasElement).findByText('The prompt field is required.')).toBeInTheDocument();
  },
};

export const NetworkError: Story = {
  args: { client: failingWith('network-error') },
  play: async ({ canvasElement, args }) => {
    await chooseScan(canvasElement);
    await extract(canvasElement);
    await expect(
      await within(canvasElement).findByText('Network/CORS error: failed to reach the API.'),
    ).toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardOnly: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await tabTo(canvas.getByRole('button', { name: 'Browse…' }));
    // The operating system's file dialog is outside the page; the upload stands in for choosing a file in it.
    await chooseScan(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Extract Text' }));
    await userEvent.keyboard('{Enter}');
    const result = await canvas.findByRole('region', { name: 'Result' });
    await tabTo(within(result).getByRole('option', { name: 'Hello' }));
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(within(result).getByRole('option', { name: 'Mediakit' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    await expect(within(result).getByRole('option', { name: 'Mediakit' })).toHaveAttribute('aria-selected', 'false');
    await tabTo(within(result).getByRole('button', { name: 'Copy selected' }));
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenLastCalledWith('Hello');
    await expect(await within(result).findByText('Copied.')).toBeInTheDocument();
  },
};
