import { Button } from '@mediakit/ui';
import type { ToolJobPhase } from '../jobs/useToolJob';
import * as styles from './JobActions.css';

export interface JobActionsProps {
  /** The job's phase: 'Start over' is offered once it has ended (succeeded, failed or cancelled). */
  phase: ToolJobPhase;
  /** Whether the job is being sent or runs: the submit button shows `pendingLabel` meanwhile. */
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Disables submitting, e.g. while credits are short. */
  isSubmitDisabled?: boolean;
  /** A quiet 'Start over' button once the job has ended; left out when the tool has none. */
  startOver?: { label: string; onPress: () => void };
}

const endedPhases: readonly ToolJobPhase[] = ['succeeded', 'failed', 'cancelled'];

/** The submit button of a form that starts a polled job, and 'Start over' once the job has ended. */
export function JobActions({
  phase,
  isPending,
  submitLabel,
  pendingLabel,
  isSubmitDisabled = false,
  startOver,
}: JobActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" isPending={isPending} pendingLabel={pendingLabel} isDisabled={isSubmitDisabled}>
        {submitLabel}
      </Button>
      {startOver && endedPhases.includes(phase) && (
        <Button variant="quiet" onPress={startOver.onPress}>
          {startOver.label}
        </Button>
      )}
    </div>
  );
}
