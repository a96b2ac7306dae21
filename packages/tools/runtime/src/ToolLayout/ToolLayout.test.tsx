import { ApiError } from '@mediakit/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolLayout, type ToolLayoutProps, type ToolLayoutTool } from './ToolLayout';

const submit = vi.fn();
const reset = vi.fn();
const cancel = vi.fn();
const messages = {
  title: 'Text to speech',
  submit: 'Generate',
  pending: 'Generating…',
  reset: 'Reset',
  resultHeading: 'Audio',
};

/** The layout over an idle tool, with the tool and the layout's own props changed as a test needs. */
function layout(tool: Partial<ToolLayoutTool> = {}, props: Omit<Partial<ToolLayoutProps>, 'tool'> = {}) {
  return (
    <ToolLayout tool={{ phase: 'idle', isBusy: false, messages, submit, reset, cancel, ...tool }} {...props}>
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
    submit.mockClear();
    reset.mockClear();
    cancel.mockClear();
  });

  it('names the tool by its title and submits from the keyboard without reloading the page', async () => {
    render(layout());
    const tool = screen.getByRole('region', { name: 'Text to speech' });
    expect(within(tool).getByRole('heading', { level: 2, name: 'Text to speech' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Hello{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('Reset calls the tool’s reset and never submits; a quiet reset shows only once a run has ended', async () => {
    const { rerender } = render(layout());
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    rerender(layout({}, { buttons: { reset: 'when-ended' } }));
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    rerender(layout({ phase: 'failed' }, { buttons: { reset: 'when-ended' } }));
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('shows no Reset when the tool has no reset label or no reset', () => {
    const { rerender } = render(layout({ messages: { ...messages, reset: undefined } }));
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    rerender(layout({ reset: undefined }));
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });

  it('disables submitting while the balance is short or the tool says so, never while a run is under way', () => {
    const { rerender } = render(layout({}, { buttons: { isSubmitDisabled: true } }));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    rerender(layout({ credits: credits(1, 2) }));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(screen.getByText('Not enough credits. Need 2, you have 1.')).toBeInTheDocument();
    rerender(layout({ credits: credits(5, 2) }));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.getByText('Cost: 2 credits')).toBeInTheDocument();
    rerender(layout({ phase: 'running', isBusy: true }, { buttons: { isSubmitDisabled: true } }));
    expect(screen.getByRole('button', { name: /Generating…/ })).not.toBeDisabled();
  });

  it('labels Submit by the tool’s messages unless the view gives a label', () => {
    const { rerender } = render(layout());
    expect(screen.getByRole('button', { name: 'Generate' })).toBeInTheDocument();
    rerender(layout({}, { buttons: { submitLabel: 'Transform' } }));
    expect(screen.getByRole('button', { name: 'Transform' })).toBeInTheDocument();
  });

  it('shows the status while running, with Cancel only when offered, then the tool’s words for success', async () => {
    const running = { phase: 'running', isBusy: true, statusText: 'Rendering frames…', progress: 30 } as const;
    const { rerender } = render(layout(running));
    expect(screen.getByText('Rendering frames…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    rerender(layout(running, { buttons: { cancel: true } }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledOnce();
    rerender(layout({ phase: 'succeeded', statusText: 'Your audio is ready.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your audio is ready.');
  });

  it('shows a failure in an alert, with Buy credits when the server said the balance was short', () => {
    const { rerender } = render(layout({ phase: 'failed', error: 'Something went wrong.' }));
    expect(screen.getByText('Something went wrong.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('link', { name: 'Buy credits' })).not.toBeInTheDocument();
    const shortfall = new ApiError('insufficient-credits', 'x', { status: 402, credits: { required: 5, have: 1 } });
    rerender(layout({ phase: 'failed', error: 'Need 5, you have 1.', failure: shortfall }));
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
    rerender(
      layout(
        { phase: 'failed', error: 'Need 5, you have 1.', failure: shortfall },
        { view: { buyCreditsHref: '/credits' } },
      ),
    );
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('says a shortfall once when the cost badge already says it', () => {
    const badge = credits(1, 2);
    render(layout({ credits: badge, phase: 'failed', error: badge.shortMessage }));
    expect(screen.getAllByText('Not enough credits. Need 2, you have 1.')).toHaveLength(1);
  });

  it('shows the result on a card named and headed by resultHeading, bare without one, above the form if asked', () => {
    const { rerender } = render(layout());
    expect(screen.queryByRole('region', { name: 'Audio' })).not.toBeInTheDocument();
    rerender(layout({ phase: 'succeeded' }, { result: <p>speech.mp3</p> }));
    const region = screen.getByRole('region', { name: 'Audio' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Audio' })).toBeInTheDocument();
    expect(within(region).getByText('speech.mp3')).toBeInTheDocument();
    rerender(
      layout(
        { messages: { ...messages, resultHeading: undefined } },
        { resultFirst: true, result: <p>The conversation</p> },
      ),
    );
    expect(screen.queryByRole('region', { name: 'Audio' })).not.toBeInTheDocument();
    const conversation = screen.getByText('The conversation');
    const field = screen.getByRole('textbox', { name: 'Text' });
    expect(conversation.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('places the intro under the heading, the details under the status, the footer last, and wraps in a panel', () => {
    render(
      layout(
        { phase: 'running', isBusy: true, statusText: 'Rendering frames…' },
        {
          slots: {
            intro: <p>Plan: Pro</p>,
            statusDetails: <p>Task 42</p>,
            footer: <p>Recent</p>,
            panel: (body) => <section aria-label="Tabs">{body}</section>,
          },
        },
      ),
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Text to speech' });
    const order = [
      heading,
      screen.getByText('Plan: Pro'),
      screen.getByText('Rendering frames…'),
      screen.getByText('Task 42'),
    ];
    for (const [before, after] of order.slice(0, -1).map((node, index) => [node, order[index + 1]!]))
      expect(before!.compareDocumentPosition(after!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Tabs' });
    expect(within(panel).getByText('Recent')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Text' })).toBeInTheDocument();
    expect(within(panel).queryByText('Plan: Pro')).not.toBeInTheDocument();
  });

  it("announces the tool's validation problems assertively", () => {
    const { container, rerender } = render(layout());
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('');
    rerender(layout({ announcement: 'Upload a video.' }));
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('Upload a video.');
  });

  it("gives the view's class name to the frame", () => {
    const { container } = render(layout({}, { view: { className: 'partner-frame' } }));
    expect(container.querySelector('.partner-frame')).toBeInTheDocument();
  });
});
