import { Button } from '@mediakit/ui';
import { Label, ProgressBar } from 'react-aria-components';
import { useToolMessages } from '../hooks/useToolMessages';
import type { ToolJobPhase } from '../jobs/useToolJob';
import * as styles from './JobStatus.css';

export const jobStatusMessages = {
  starting: 'Sending…',
  running: 'Working on it…',
  resumed: 'Picked up the job you started before reloading.',
  progressLabel: 'Progress',
  cancel: 'Cancel',
  cancelled: 'Stopped watching this job. The server may still finish it, and it may still be charged.',
  succeeded: 'Done.',
};

export type JobStatusMessages = typeof jobStatusMessages;

export interface JobStatusProps {
  phase: ToolJobPhase;
  /** The tool's status text for the current server status (e.g. 'Rendering frames…'). */
  statusText?: string;
  /** 0–100 when the server reports it. */
  progress?: number;
  error?: string;
  resumed?: boolean;
  /** Shows Cancel while the job runs. */
  onCancel?: () => void;
  messages?: Partial<JobStatusMessages>;
  className?: string;
}

function clampProgress(progress: number | undefined): number | undefined {
  if (progress === undefined || !Number.isFinite(progress)) return undefined;
  return Math.min(100, Math.max(0, progress));
}

/** Where a job stands: status text, progress, Cancel, the honest note after cancelling, or the error. */
export function JobStatus({
  phase,
  statusText,
  progress,
  error,
  resumed,
  onCancel,
  messages,
  className,
}: JobStatusProps) {
  const text = useToolMessages(jobStatusMessages, messages);
  if (phase === 'idle') return null;
  const busy = phase === 'starting' || phase === 'running';
  const percent = clampProgress(progress);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-phase={phase}>
      {busy && (
        <div className={styles.row}>
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.grow} role="status">
            {statusText ?? (phase === 'starting' ? text.starting : text.running)}
          </span>
          {onCancel && (
            <Button size="sm" variant="secondary" onPress={onCancel}>
              {text.cancel}
            </Button>
          )}
        </div>
      )}
      {busy && percent !== undefined && (
        <ProgressBar className={styles.bar} value={percent}>
          {({ percentage, valueText }) => (
            <>
              <Label className={styles.note}>
                {text.progressLabel}: {valueText}
              </Label>
              <div className={styles.track}>
                <div className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      {busy && resumed && <p className={styles.note}>{text.resumed}</p>}
      {phase === 'cancelled' && (
        <p className={styles.note} role="status">
          {text.cancelled}
        </p>
      )}
      {phase === 'failed' && <p role="alert">{error}</p>}
      {phase === 'succeeded' && <p role="status">{statusText ?? text.succeeded}</p>}
    </div>
  );
}
