import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BackgroundComposer } from './BackgroundComposer';

const meta = {
  title: 'Tools/Background composer/Background composer',
  component: BackgroundComposer,
  tags: ['autodocs'],
  args: { onResult: fn(), onError: fn() },
} satisfies Meta<typeof BackgroundComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real PNG drawn on a canvas, so previews have a natural size to lay out. */
async function samplePng(name: string, width: number, height: number, color: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = color;
    context.fillRect(0, 0, width, height);
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('No PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

function fileInputs(canvasElement: HTMLElement): HTMLInputElement[] {
  return [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')];
}

async function chooseSubject(canvasElement: HTMLElement) {
  const [subjectInput] = fileInputs(canvasElement);
  if (!subjectInput) throw new Error('No subject input');
  await userEvent.upload(subjectInput, await samplePng('portrait.png', 300, 400, '#d9480f'));
}

async function submit(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove background' }));
}

/** Tabs forward until `target` has focus: proves it is reachable by keyboard alone. */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 60 && document.activeElement !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

export const Idle: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Transparent Only' })).toBeChecked();
    await expect(await canvas.findByText('Cost: 1 credits')).toBeInTheDocument();
  },
};

export const SubjectRequired: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText('Upload an image or provide a valid image URL.'),
    ).toBeInTheDocument();
  },
};

export const SubjectNotAnImage: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const [subjectInput] = fileInputs(canvasElement);
    await userEvent.upload(subjectInput!, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await within(canvasElement).findByText('Please select an image file.')).toBeInTheDocument();
  },
};

export const BackgroundNotAnImage: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { mode: 'background' } },
  play: async ({ canvasElement }) => {
    const [, backgroundInput] = fileInputs(canvasElement);
    await userEvent.upload(backgroundInput!, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await within(canvasElement).findByText('Please select an image file for background.'),
    ).toBeInTheDocument();
  },
};

export const BackgroundUrlInvalid: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { mode: 'background', backgroundUrl: 'beach.jpg' } },
  play: async ({ canvasElement }) => {
    await chooseSubject(canvasElement);
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        'Enter a valid background image URL (http or https), or clear it to use the colour.',
      ),
    ).toBeInTheDocument();
  },
};

export const ColorInvalid: Story = {
  args: { client: createFakeMediakitClient(), defaultValues: { mode: 'background' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSubject(canvasElement);
    const color = canvas.getByRole('textbox', { name: 'Background colour' });
    await userEvent.clear(color);
    await userEvent.type(color, 'white');
    await submit(canvasElement);
    await expect(await canvas.findByText('Enter a colour as #RRGGBB, for example #FFFFFF.')).toBeInTheDocument();
  },
};

export const InsufficientCredits: Story = {
  args: { client: createFakeMediakitClient({ credits: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Insufficient credits. Needed 1, you have 0.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  },
};

export const Uploading: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 600_000 }) },
  play: async ({ canvasElement }) => {
    await chooseSubject(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: /Processing…/ })).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseSubject(canvasElement);
    await submit(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Result' });
    await expect(within(result).getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    await expect(within(result).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};

export const AddBackgroundPreview: Story = {
  args: {
    client: createFakeMediakitClient(),
    defaultValues: {
      mode: 'background',
      canvasWidth: 1200,
      canvasHeight: 800,
      padding: 80,
      align: 'bottom-right',
      backgroundColor: '#1D4ED8',
    },
  },
  play: async ({ canvasElement }) => {
    await chooseSubject(canvasElement);
    const subject = await within(canvasElement).findByRole('img', { name: 'Subject' });
    // A 300x400 subject in the 1040x640 padded area: 480x640, bottom-right.
    await waitFor(() => expect(subject.style.left).toBe('53.3333%'));
    await expect(subject.style.height).toBe('80%');
  },
};

export const Failure: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'backgroundRemoval.remove': 'malformed' } }) },
  play: async ({ canvasElement }) => {
    await chooseSubject(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Background processing failed.')).toBeInTheDocument();
  },
};

export const Unauthenticated: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'backgroundRemoval.remove': 'unauthenticated' } }) },
  play: async ({ canvasElement }) => {
    await chooseSubject(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Please log in to continue.')).toBeInTheDocument();
  },
};

export const InvalidInput: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'backgroundRemoval.remove': 'invalid-input' } }) },
  play: async ({ canvasElement }) => {
    await chooseSubject(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('The prompt field is required.')).toBeInTheDocument();
  },
};

export const NetworkError: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'backgroundRemoval.remove': 'network-error' } }) },
  play: async ({ canvasElement, args }) => {
    await chooseSubject(canvasElement);
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText('Network/CORS error: failed to reach the API.'),
    ).toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardOnly: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('radio', { name: 'Transparent Only' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Add Background' })).toBeChecked();
    await tabTo(canvas.getByRole('textbox', { name: 'Subject image URL' }));
    await userEvent.keyboard('https://example.com/portrait.png');
    await tabTo(canvas.getByRole('radio', { name: 'Center' }));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Bottom right' })).toBeChecked();
    await tabTo(canvas.getByRole('button', { name: 'Remove background' }));
    await userEvent.keyboard('{Enter}');
    const result = await canvas.findByRole('region', { name: 'Result' });
    await expect(within(result).getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};
