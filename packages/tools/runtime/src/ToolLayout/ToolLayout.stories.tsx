import { TextArea } from '@mediakit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolLayout } from './ToolLayout';

const meta = {
  title: 'Runtime/ToolLayout',
  component: ToolLayout,
  tags: ['autodocs'],
  args: {
    title: 'Text to audio',
    phase: 'idle',
    onSubmit: fn(),
    submitLabel: 'Generate',
    pendingLabel: 'Generating…',
    onReset: fn(),
    resetLabel: 'Reset',
    successMessage: 'Your audio is ready.',
    resultHeading: 'Audio',
    width: 'narrow',
    children: <TextArea label="Text" placeholder="Type text to speak..." rows={3} />,
  },
} satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs past the field to the buttons: Enter on the submit button submits, Enter on Reset resets. */
export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const SubmitDisabled: Story = {
  args: { isSubmitDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { phase: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Generating…/ })).toBeInTheDocument();
    await expect(canvas.getByText('Generating…', { selector: '[aria-live]' })).toBeInTheDocument();
  },
};

export const Succeeded: Story = {
  args: { phase: 'succeeded', result: <p>speech.mp3 would play here.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = canvas.getByRole('region', { name: 'Audio' });
    await expect(within(result).getByRole('heading', { name: 'Audio' })).toBeInTheDocument();
    await expect(canvas.getByText('Your audio is ready.', { selector: '[aria-live]' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { phase: 'failed', error: 'Could not generate the audio. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Could not generate the audio. Please try again.',
    );
  },
};

/** A failed retry keeps the previous result on screen. */
export const FailedWithEarlierResult: Story = {
  args: { ...Failed.args, result: <p>speech.mp3 would play here.</p>, width: 'wide' },
};
