import { ApiError } from '@mediakit/api-client';
import { TextArea } from '@mediakit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolLayout, type ToolLayoutTool } from './ToolLayout';

/** What `useTool` hands the layout: a text-to-speech tool with a balance, idle. */
const tool = {
  phase: 'idle',
  isBusy: false,
  credits: { credits: 12, cost: 1, isShort: false, shortMessage: undefined },
  messages: {
    title: 'Text to speech',
    submit: 'Generate',
    pending: 'Generating…',
    reset: 'Reset',
    resultHeading: 'Audio',
  },
  submit: fn(),
  cancel: fn(),
  reset: fn(),
} satisfies ToolLayoutTool;

const meta = {
  title: 'Runtime/ToolLayout',
  component: ToolLayout,
  args: {
    tool,
    buttons: { cancel: true },
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
    await expect(args.tool.submit).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.tool.reset).toHaveBeenCalledOnce();
  },
};

export const CreditsShort: Story = {
  args: {
    tool: {
      ...tool,
      credits: { credits: 0, cost: 1, isShort: true, shortMessage: 'Not enough credits. Need 1, you have 0.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  },
};

export const Running: Story = {
  args: { tool: { ...tool, phase: 'running', isBusy: true, statusText: 'Rendering frames…', progress: 40 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Generating…/ })).toBeInTheDocument();
    await expect(canvas.getByText('Rendering frames…')).toHaveAttribute('role', 'status');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.tool.cancel).toHaveBeenCalledOnce();
  },
};

export const Succeeded: Story = {
  args: {
    tool: { ...tool, phase: 'succeeded', statusText: 'Your audio is ready.' },
    result: <p>speech.mp3 would play here.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = canvas.getByRole('region', { name: 'Audio' });
    await expect(within(result).getByRole('heading', { name: 'Audio' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your audio is ready.');
  },
};

export const Failed: Story = {
  args: { tool: { ...tool, phase: 'failed', error: 'Could not generate the audio. Please try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Could not generate the audio. Please try again.',
    );
  },
};

/** The server said the balance was short: the failure offers 'Buy credits'. */
export const FailedShortOfCredits: Story = {
  args: {
    tool: {
      ...tool,
      phase: 'failed',
      error: 'Not enough credits. Need 5, you have 2.',
      failure: new ApiError('insufficient-credits', 'x', { status: 402, credits: { required: 5, have: 2 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough credits. Need 5, you have 2.');
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toBeInTheDocument();
  },
};

/** A failed retry keeps the previous result on screen. */
export const FailedWithEarlierResult: Story = {
  args: { ...Failed.args, result: <p>speech.mp3 would play here.</p> },
};

/** A conversation's place: the result above the form, without a card. */
export const ResultFirst: Story = {
  args: {
    tool: { ...tool, messages: { title: 'Text to speech', submit: 'Generate', pending: 'Generating…' } },
    resultFirst: true,
    result: <p>The conversation so far.</p>,
  },
};

/** A quiet Reset once the run has ended (`buttons.reset: 'when-ended'`), and a submit label of the view's own. */
export const QuietResetAfterRun: Story = {
  args: {
    tool: { ...tool, phase: 'succeeded', statusText: 'Your audio is ready.' },
    buttons: { cancel: true, reset: 'when-ended', submitLabel: 'Generate again' },
    result: <p>speech.mp3 would play here.</p>,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Generate again' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.tool.reset).toHaveBeenCalledOnce();
  },
};

/** What a tool places around its form: a line under the heading, details under the status, a footer last. */
export const WithSlots: Story = {
  args: {
    tool: { ...tool, phase: 'running', isBusy: true, statusText: 'Rendering frames…', progress: 40 },
    slots: {
      intro: 'Plan: Pro',
      statusDetails: <p>Task ID: 42</p>,
      footer: <p>Recent: none yet.</p>,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByText('Rendering frames…');
    const details = canvas.getByText('Task ID: 42');
    await expect(canvas.getByText('Plan: Pro')).toBeInTheDocument();
    await expect(status.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByText('Recent: none yet.')).toBeInTheDocument();
  },
};
