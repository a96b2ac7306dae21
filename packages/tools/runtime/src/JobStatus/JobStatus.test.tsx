import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobStatus } from './JobStatus';

describe('JobStatus', () => {
  it('renders nothing while idle', () => {
    const { container } = render(<JobStatus phase="idle" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the status text, progress and a working Cancel while running', async () => {
    const onCancel = vi.fn();
    render(<JobStatus phase="running" statusText="Rendering frames…" progress={42} onCancel={onCancel} />);
    expect(screen.getByRole('status')).toHaveTextContent('Rendering frames…');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('clamps impossible progress values', () => {
    render(<JobStatus phase="running" progress={250} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('says honestly that a cancelled job may still finish on the server', () => {
    render(<JobStatus phase="cancelled" />);
    expect(screen.getByRole('status')).toHaveTextContent('The server may still finish it');
  });

  it('announces failures as alerts', () => {
    render(<JobStatus phase="failed" error="Polling failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Polling failed.');
  });
});
