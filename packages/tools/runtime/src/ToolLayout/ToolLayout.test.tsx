import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolLayout, type ToolLayoutProps } from './ToolLayout';

const onSubmit = vi.fn();
const onReset = vi.fn();

function layout(props: Partial<ToolLayoutProps> = {}) {
  return (
    <ToolLayout
      title="Text to audio"
      phase="idle"
      onSubmit={onSubmit}
      submitLabel="Generate"
      pendingLabel="Generating…"
      onReset={onReset}
      resetLabel="Reset"
      successMessage="Your audio is ready."
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

describe('ToolLayout', () => {
  beforeEach(() => {
    onSubmit.mockClear();
    onReset.mockClear();
  });

  it('names the tool by its title and submits from the keyboard without reloading the page', async () => {
    render(layout());
    const tool = screen.getByRole('region', { name: 'Text to audio' });
    expect(within(tool).getByRole('heading', { level: 2, name: 'Text to audio' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Hello{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('Reset calls onReset and never submits', async () => {
    render(layout());
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables submitting only while nothing runs', () => {
    const { rerender } = render(layout({ isSubmitDisabled: true }));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    rerender(layout({ isSubmitDisabled: true, phase: 'pending' }));
    expect(screen.getByRole('button', { name: /Generating…/ })).not.toBeDisabled();
  });

  it('announces progress while pending and the success message once done, nothing before', () => {
    const { container, rerender } = render(layout());
    const liveRegion = () => container.querySelector('[aria-live="polite"]');
    expect(liveRegion()).toBeEmptyDOMElement();
    rerender(layout({ phase: 'pending' }));
    expect(liveRegion()).toHaveTextContent('Generating…');
    rerender(layout({ phase: 'succeeded' }));
    expect(liveRegion()).toHaveTextContent('Your audio is ready.');
  });

  it('shows the error in an alert only while the phase is failed', () => {
    const { rerender } = render(layout({ error: 'Something went wrong.' }));
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
    rerender(layout({ phase: 'failed', error: 'Something went wrong.' }));
    expect(screen.getByText('Something went wrong.')).toHaveAttribute('role', 'alert');
  });

  it('shows the result in a region named and headed by resultHeading, and no region without one', () => {
    const { rerender } = render(layout());
    expect(screen.queryByRole('region', { name: 'Audio' })).not.toBeInTheDocument();
    rerender(layout({ phase: 'succeeded', result: <p>speech.mp3</p> }));
    const region = screen.getByRole('region', { name: 'Audio' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Audio' })).toBeInTheDocument();
    expect(within(region).getByText('speech.mp3')).toBeInTheDocument();
  });
});
