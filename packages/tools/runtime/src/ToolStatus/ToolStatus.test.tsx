import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToolStatus } from './ToolStatus';

describe('ToolStatus', () => {
  it('renders nothing while idle', () => {
    const { container } = render(<ToolStatus phase="idle" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the status text, progress and a working Cancel while running', async () => {
    const onCancel = vi.fn();
    render(<ToolStatus phase="running" statusText="Rendering frames…" progress={42} onCancel={onCancel} />);
    expect(screen.getByRole('status')).toHaveTextContent('Rendering frames…');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Progress: 42%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '42%');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('clamps impossible progress values', () => {
    render(<ToolStatus phase="running" progress={250} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('says honestly that a cancelled job may still finish on the server', () => {
    render(<ToolStatus phase="cancelled" />);
    expect(screen.getByRole('status')).toHaveTextContent('The server may still finish it');
  });

  it('announces failures as alerts, with Buy credits when the balance was short', () => {
    const { rerender } = render(<ToolStatus phase="failed" error="Polling failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Polling failed.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<ToolStatus phase="failed" error="Not enough credits. Need 5, you have 2." creditsShort />);
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  });

  it('shows a finished run in the tool’s words', () => {
    render(<ToolStatus phase="succeeded" statusText="Your audio is ready." />);
    expect(screen.getByRole('status')).toHaveTextContent('Your audio is ready.');
  });
});
