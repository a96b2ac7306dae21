import { ApiError } from '@mediakit/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolLayout, type ToolLayoutProps, type ToolLayoutRun } from './ToolLayout';

const onSubmit = vi.fn();
const onReset = vi.fn();
const idle: ToolLayoutRun = { phase: 'idle', isBusy: false };

function layout(props: Partial<ToolLayoutProps> = {}) {
  return (
    <ToolLayout
      title="Text to speech"
      run={idle}
      onSubmit={onSubmit}
      submitLabel="Generate"
      pendingLabel="Generating…"
      reset={{ label: 'Reset', onPress: onReset }}
      resultHeading="Audio"
      {...props}
    >
      <label>
        Text
        <input name="text" />
      </label>
    </ToolLayout>
  );
}

const credits = (have: number, cost: number) => ({
  credits: have,
  cost,
  isShort: have < cost,
  shortMessage: have < cost ? `Not enough credits. Need ${cost}, you have ${have}.` : undefined,
});

describe('ToolLayout', () => {
  beforeEach(() => {
    onSubmit.mockClear();
    onReset.mockClear();
  });

  it('names the tool by its title and submits from the keyboard without reloading the page', async () => {
    render(layout());
    const tool = screen.getByRole('region', { name: 'Text to speech' });
    expect(within(tool).getByRole('heading', { level: 2, name: 'Text to speech' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Hello{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('Reset calls its handler and never submits; a quiet reset shows only once a run has ended', async () => {
    const { rerender } = render(layout());
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(layout({ reset: { label: 'Start over', onPress: onReset, whenEnded: true } }));
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    rerender(
      layout({
        run: { phase: 'failed', isBusy: false },
        reset: { label: 'Start over', onPress: onReset, whenEnded: true },
      }),
    );
    expect(screen.getByRole('button', { name: 'Start over' })).toBeInTheDocument();
  });

  it('disables submitting while the balance is short or the tool says so, never while a run is under way', () => {
    const { rerender } = render(layout({ isSubmitDisabled: true }));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    rerender(layout({ credits: credits(1, 2) }));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(screen.getByText('Not enough credits. Need 2, you have 1.')).toBeInTheDocument();
    rerender(layout({ credits: credits(5, 2) }));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.getByText('Cost: 2 credits')).toBeInTheDocument();
    rerender(layout({ isSubmitDisabled: true, run: { phase: 'running', isBusy: true } }));
    expect(screen.getByRole('button', { name: /Generating…/ })).not.toBeDisabled();
  });

  it('shows the status while running with Cancel, then the tool’s words for success', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      layout({ run: { phase: 'running', isBusy: true, statusText: 'Rendering frames…', progress: 30 }, onCancel }),
    );
    expect(screen.getByText('Rendering frames…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(layout({ run: { phase: 'succeeded', isBusy: false, statusText: 'Your audio is ready.' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Your audio is ready.');
  });

  it('shows a failure in an alert, with Buy credits when the server said the balance was short', () => {
    const { rerender } = render(layout({ run: { phase: 'failed', isBusy: false, error: 'Something went wrong.' } }));
    expect(screen.getByText('Something went wrong.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('link', { name: 'Buy credits' })).not.toBeInTheDocument();
    const shortfall = new ApiError('insufficient-credits', 'x', { status: 402, credits: { required: 5, have: 1 } });
    rerender(layout({ run: { phase: 'failed', isBusy: false, error: 'Need 5, you have 1.', failure: shortfall } }));
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  });

  it('says a shortfall once when the cost badge already says it', () => {
    const badge = credits(1, 2);
    render(layout({ credits: badge, run: { phase: 'failed', isBusy: false, error: badge.shortMessage } }));
    expect(screen.getAllByText('Not enough credits. Need 2, you have 1.')).toHaveLength(1);
  });

  it('shows the result on a card named and headed by resultHeading, bare without one, above the form if asked', () => {
    const { rerender } = render(layout());
    expect(screen.queryByRole('region', { name: 'Audio' })).not.toBeInTheDocument();
    rerender(layout({ run: { phase: 'succeeded', isBusy: false }, result: <p>speech.mp3</p> }));
    const region = screen.getByRole('region', { name: 'Audio' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Audio' })).toBeInTheDocument();
    expect(within(region).getByText('speech.mp3')).toBeInTheDocument();
    rerender(layout({ resultHeading: undefined, resultFirst: true, result: <p>The conversation</p> }));
    const conversation = screen.getByText('The conversation');
    const field = screen.getByRole('textbox', { name: 'Text' });
    expect(conversation.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("takes its words from the tool's messages and Reset from its hook; its own props win", async () => {
    const reset = vi.fn();
    const messages = { title: 'Avatar', submit: 'Make it', pending: 'Making…', reset: 'Clear', resultHeading: 'Clip' };
    const tool = { phase: 'succeeded' as const, isBusy: false, submit: onSubmit, reset, messages };
    const { rerender } = render(
      <ToolLayout tool={tool} result={<p>clip.mp4</p>}>
        <input aria-label="Script" />
      </ToolLayout>,
    );
    expect(screen.getByRole('region', { name: 'Avatar' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clip' })).toHaveTextContent('clip.mp4');
    await userEvent.click(screen.getByRole('button', { name: 'Make it' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(reset).toHaveBeenCalledTimes(1);
    rerender(
      <ToolLayout
        tool={{ ...tool, phase: 'running', isBusy: true }}
        title="Talking avatar"
        submitLabel="Go"
        reset={false}
      >
        <input aria-label="Script" />
      </ToolLayout>,
    );
    expect(screen.getByRole('region', { name: 'Talking avatar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Making…/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    rerender(
      <ToolLayout tool={{ ...tool, messages: { title: 'Avatar', submit: 'Make it', pending: 'Making…' } }}>
        <input aria-label="Script" />
      </ToolLayout>,
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('announces validation problems assertively', () => {
    const { container } = render(layout({ announcement: 'Prompt is required' }));
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('Prompt is required');
  });

  it("announces the tool's own validation problems unless the view passes its own", () => {
    const tool = { ...idle, submit: onSubmit, announcement: 'Upload a video.' };
    const { container, rerender } = render(layout({ tool }));
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('Upload a video.');
    rerender(layout({ tool, announcement: 'Prompt is required' }));
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('Prompt is required');
  });
});
