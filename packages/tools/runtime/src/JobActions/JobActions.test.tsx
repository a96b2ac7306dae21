import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ToolJobPhase } from '../jobs/useToolJob';
import { JobActions, type JobActionsProps } from './JobActions';

const onStartOver = vi.fn();

function actions(props: Partial<JobActionsProps> = {}) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <JobActions
        phase="idle"
        isPending={false}
        submitLabel="Edit image"
        pendingLabel="Sending…"
        startOver={{ label: 'Start over', onPress: onStartOver }}
        {...props}
      />
    </form>
  );
}

describe('JobActions', () => {
  it('offers Start over only once the job has ended', async () => {
    const { rerender } = render(actions());
    const phases: [ToolJobPhase, boolean][] = [
      ['idle', false],
      ['starting', false],
      ['running', false],
      ['succeeded', true],
      ['failed', true],
      ['cancelled', true],
    ];
    for (const [phase, offered] of phases) {
      rerender(actions({ phase }));
      expect(screen.queryByRole('button', { name: 'Start over' }) !== null).toBe(offered);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onStartOver).toHaveBeenCalledTimes(1);
  });

  it('has no Start over without one, and a submit button that can be disabled', () => {
    render(actions({ phase: 'succeeded', startOver: undefined, isSubmitDisabled: true }));
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Edit image' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toBeDisabled();
  });

  it('shows the pending label on the submit button while the job is sent or runs', () => {
    render(actions({ phase: 'running', isPending: true }));
    expect(screen.getByRole('button', { name: /Sending…/ })).toBeInTheDocument();
  });
});
