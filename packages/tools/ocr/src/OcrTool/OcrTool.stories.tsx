import type { MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  creditsBlockedStory,
  drawnPng,
  emptyFormStory,
  failureStories,
  fileOfType,
  pendingStory,
  pressButtonByKeyboard,
  refusedFileStory,
  resultSpies,
  tabTo,
  uploadSteps,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { OcrTool } from './OcrTool';

const meta = { component: OcrTool, args: resultSpies() } satisfies Meta<typeof OcrTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 200x50 PNG reading "Hello Mediakit" where the fake backend says the words are. */
const scanPng = () =>
  drawnPng('greeting.png', 200, 50, {
    background: '#ffffff',
    draw: (context) => {
      context.fillStyle = '#111111';
      context.font = '18px sans-serif';
      context.textBaseline = 'top';
      context.fillText('Hello', 12, 12);
      context.fillText('Mediakit', 82, 12);
    },
  });

const { choose: chooseScan, chooseAndSubmit: chooseAndExtract } = uploadSteps(scanPng, 'Extract Text');

/** `ocr.extract` answers as the fake's scenario says, once a scan is chosen and sent. */
const failureStory = failureStories({ operation: 'ocr.extract', act: chooseAndExtract });

export const Idle: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cost: 1 credit')).toBeInTheDocument();
  },
};

export const ImageRequired: Story = emptyFormStory('Extract Text', ['Choose a JPEG or PNG image to extract its text.']);

export const NotJpegOrPng: Story = refusedFileStory(
  fileOfType('anim.gif', 'image/gif', 'g'),
  'Please choose a JPEG or PNG image.',
);

export const InsufficientCredits: Story = creditsBlockedStory(0, 'Not enough credits. Need 1, you have 0.');

export const Extracting: Story = pendingStory(chooseAndExtract, { button: /Extracting text…/ });

export const Success: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseAndExtract(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Result' });
    await expect(within(result).getAllByRole('option')).toHaveLength(2);
    const download = within(result).getByRole('link', { name: 'Download .txt' });
    await expect(download).toHaveAttribute('download', 'greeting.txt');
    // As tall as the small buttons beside it (it was 34 px to their 32).
    await expect(download.getBoundingClientRect().height).toBe(
      within(result).getByRole('button', { name: 'Copy all' }).getBoundingClientRect().height,
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
    await chooseAndExtract(canvasElement);
    await expect(await within(canvasElement).findByText('No text was found in this image.')).toBeInTheDocument();
  },
};

export const Failure: Story = failureStory('malformed', 'Something went wrong.');
export const Unauthenticated: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.', {
  onError: true,
});
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  'Not enough credits. Need 433, you have 432.',
);

export const KeyboardOnly: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await tabTo(canvas.getByRole('button', { name: 'Browse…' }));
    // The operating system's file dialog is outside the page; the upload stands in for choosing a file in it.
    await chooseScan(canvasElement);
    await pressButtonByKeyboard(canvasElement, 'Extract Text');
    const result = await canvas.findByRole('region', { name: 'Result' });
    await tabTo(within(result).getByRole('option', { name: 'Hello' }));
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(within(result).getByRole('option', { name: 'Mediakit' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    await expect(within(result).getByRole('option', { name: 'Mediakit' })).toHaveAttribute('aria-selected', 'false');
    await pressButtonByKeyboard(result, 'Copy selected');
    await expect(writeText).toHaveBeenLastCalledWith('Hello');
    await expect(await within(result).findByText('Copied.')).toBeInTheDocument();
  },
};
