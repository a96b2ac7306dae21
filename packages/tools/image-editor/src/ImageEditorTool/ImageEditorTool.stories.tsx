import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  cancelByKeyboard,
  chooseFile,
  creditsBlockedStory,
  ctrlEnter,
  expectInAlert,
  expectText,
  failureStories,
  fileOfSize,
  fileOfType,
  MB,
  pendingStory,
  refusedFileStory,
  resultSpies,
  resumedMessage,
  saveStartedJob,
  tabTo,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imageEditorResumeKey } from '../useImageEditor';
import { ImageEditorTool } from './ImageEditorTool';

const imageUrl = 'https://example.com/portrait.png';
const filled = { imageUrl, prompt: 'Give the sky a warm sunset glow' };

async function clickEdit(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit image' }));
}

/** `imageEdit.start` answers as the fake's scenario says; the message shows in the tool's alert. */
const failureStory = failureStories({
  operation: 'imageEdit.start',
  act: clickEdit,
  args: { defaultValues: filled },
  check: expectInAlert,
});

const meta = { component: ImageEditorTool, args: resultSpies() } satisfies Meta<typeof ImageEditorTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories about a job's end poll every 50 ms instead of the tool's 3 s (its schedule is the hook tests' subject). */
const fastPolls = 50;

export const Idle: Story = { args: { client: createFakeMediakitClient() } };

/**
 * Every setting fits its column at every form width from a partner's narrow sidebar to a wide screen, and Size's three
 * sizes stand on one line wherever the form has room for them.
 */
export const SettingsFitEveryWidth: Story = {
  args: { client: createFakeMediakitClient() },
  decorators: [(Story) => <div data-testid="frame">{Story()}</div>],
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    const size = canvas.getByRole('radiogroup', { name: 'Size' });
    // The radio group, its labelled control, and the grid of settings around it.
    const grid = size.parentElement!.parentElement!;
    for (let width = 320; width <= 1200; width += 16) {
      frame.style.inlineSize = `${width}px`;
      const box = grid.getBoundingClientRect();
      // Every part, not only the cells: a control wider than its cell sticks out of a cell that keeps its width.
      const outside = [...grid.querySelectorAll('*')].filter((part) => {
        const { left, right } = part.getBoundingClientRect();
        return left < box.left - 0.5 || right > box.right + 0.5;
      });
      await expect({ width, outside: outside.map((part) => part.textContent) }).toEqual({ width, outside: [] });
      // Where the form has room for them (296 px), the three sizes stand on one line; narrower, they wrap.
      const rows = new Set([...size.children].map((option) => Math.round(option.getBoundingClientRect().top)));
      if (box.width >= 296) await expect({ width, rows: rows.size }).toEqual({ width, rows: 1 });
    }
  },
};

export const KeyboardOnly: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0, pollIntervalMs: fastPolls }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: 'Or paste an image URL' }));
    // What Ctrl+V does; typing the URL key by key only makes the story slower.
    await userEvent.paste(imageUrl);
    await tabTo(canvas.getByRole('textbox', { name: 'Prompt' }));
    await userEvent.keyboard(`Scarf${ctrlEnter}`);
    await expect(await canvas.findByText('Your edited image is ready.')).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ sourceUrl: imageUrl }));
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

export const MissingImageAndPrompt: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please upload an image or provide an image URL.');
    await expect(canvas.getAllByText('Prompt is required.').length).toBeGreaterThan(0);
  },
};

export const MissingPrompt: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { imageUrl } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(canvas.getAllByText('Prompt is required.').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('Please upload an image or provide an image URL.')).not.toBeInTheDocument();
  },
};

export const InvalidUrl: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { imageUrl: 'ftp://example.com/a.png', prompt: 'x' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter an image URL that starts with http:// or https://.',
    );
  },
};

export const FileTooLarge: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOfSize(8 * MB + 1, 'huge.png', 'image/png'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The image must be 8 MB or smaller.');
  },
};

export const WrongFileType: Story = refusedFileStory(
  fileOfType('notes.txt', 'text/plain'),
  'Please choose an image file.',
);

export const BlockedByCredits: Story = creditsBlockedStory(1, 'Not enough credits. Need 2, you have 1.', {
  button: 'Edit image',
  args: { defaultValues: filled },
});

export const Sending: Story = pendingStory(clickEdit, { text: 'Sending the image…' }, { defaultValues: filled });

export const Queued: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 1000 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(await canvas.findByText('Waiting in queue…')).toBeInTheDocument();
  },
};

export const Editing: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(await canvas.findByText('Editing the image…')).toBeInTheDocument();
  },
};

export const Succeeded: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 0, pollIntervalMs: fastPolls }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await expect(await canvas.findByText('Your edited image is ready.')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Original image' })).toHaveAttribute('src', imageUrl);
    // The fake's result is a blob: URL of the page: Download and Copy link, no Open (offered for http(s) links only).
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  },
};

export const FailedDuringProcessing: Story = {
  args: {
    client: createFakeMediakitClient({
      queuedPolls: 0,
      pollIntervalMs: fastPolls,
      scenarios: { 'imageEdit.start': 'job-fails' },
    }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit image' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Editing failed during processing.'));
  },
};

export const NotLoggedIn: Story = failureStory('unauthenticated', 'Please log in to continue.');
export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  /^Not enough credits\. Need \d+, you have \d+\.$/,
  { check: expectText },
);
export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
export const UnexpectedResponse: Story = failureStory('malformed', 'Unexpected response. See console.');
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');

export const Cancelled: Story = {
  args: { client: createFakeMediakitClient({ queuedPolls: 1000 }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    await clickEdit(canvasElement);
    await cancelByKeyboard(canvasElement);
  },
};

const resumedClient = createFakeMediakitClient({ queuedPolls: 1000 });

export const Resumed: Story = {
  args: { client: resumedClient },
  beforeEach: async () => {
    const { taskId } = await resumedClient.imageEdit.start({ prompt: 'x', imageUrl });
    saveStartedJob(imageEditorResumeKey, taskId);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(resumedMessage)).toBeInTheDocument();
    await expect(await canvas.findByText('Waiting in queue…')).toBeInTheDocument();
  },
};
