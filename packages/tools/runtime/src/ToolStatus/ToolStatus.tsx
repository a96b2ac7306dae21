import { Button } from '@mediakit/ui/Button';
import { useId } from 'react';
import { PlainLink } from '@mediakit/ui/Link';
import { useToolMessages } from '../hooks/useToolMessages';
import { isBusyPhase, type Cancellation, type ToolPhase } from '../run/toolPhase';
import { inlineRowClassName } from '../toolStyles';
import * as styles from './ToolStatus.css';

export const toolStatusMessages = {
  starting: 'Sending…',
  running: 'Working on it…',
  resumed: 'Picked up the job you started before reloading.',
  progressLabel: 'Progress',
  cancel: 'Cancel',
  cancelled: 'Stopped watching this job. The server may still finish it, and it may still be charged.',
  cancelling: 'Cancelling…',
  cancelledRefunded: 'Cancelled. Its credits are back.',
  cancelledEnded: 'This job had already ended, so nothing was cancelled.',
  succeeded: 'Done.',
  buyCredits: 'Buy credits',
};

export type ToolStatusMessages = typeof toolStatusMessages;

export interface ToolStatusProps {
  phase: ToolPhase;
  /** The tool's words for where the run stands (e.g. 'Rendering frames…'); the defaults say it plainly. */
  statusText?: string | undefined;
  /** 0–100 when the server reports it. */
  progress?: number | undefined;
  /** The failure, in the tool's words. */
  error?: string | undefined;
  /** The failure was a short balance: offer 'Buy credits' beside it. */
  creditsShort?: boolean;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string;
  resumed?: boolean;
  /** After Cancel: what the server said; without it, the honest note that the server may still finish the job. */
  cancellation?: Cancellation | undefined;
  /** Shows Cancel while the run is under way. */
  onCancel?: (() => void) | undefined;
  messages?: Partial<ToolStatusMessages>;
  className?: string;
}

function clampProgress(progress: number | undefined): number | undefined {
  if (progress === undefined || !Number.isFinite(progress)) return undefined;
  return Math.min(100, Math.max(0, progress));
}

/** '42%' in the reader's locale. */
function percentText(percent: number): string {
  return new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** Where a run stands: its status text and progress with Cancel, what the server said to Cancel (credits back), or the honest note when it could not say, the failure or success. */
export function ToolStatus({
  phase,
  statusText,
  progress,
  error,
  creditsShort = false,
  buyCreditsHref = '/pricing',
  resumed,
  cancellation,
  onCancel,
  messages,
  className,
}: ToolStatusProps) {
  const text = useToolMessages(toolStatusMessages, messages);
  const progressLabelId = useId();
  if (phase === 'idle' || (phase === 'failed' && !error)) return null;
  const busy = isBusyPhase(phase);
  const percent = clampProgress(progress);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-phase={phase}>
      {busy && (
        <div className={inlineRowClassName}>
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
        // A native progressbar: react-aria's ProgressBar brought a number formatter (3 kB minified) into every tool.
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby={progressLabelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={percentText(percent)}
        >
          <span id={progressLabelId} className={styles.note}>
            {text.progressLabel}: {percentText(percent)}
          </span>
          <div className={styles.track}>
            <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
          </div>
        </div>
      )}
      {busy && resumed && <p className={styles.note}>{text.resumed}</p>}
      {phase === 'cancelled' && (
        <p className={styles.note} role="status">
          {cancellation === 'pending'
            ? text.cancelling
            : cancellation === 'refunded'
              ? text.cancelledRefunded
              : cancellation === 'ended'
                ? text.cancelledEnded
                : text.cancelled}
        </p>
      )}
      {phase === 'failed' && (
        <p className={styles.failure}>
          <span role="alert">{error}</span>
          {creditsShort && (
            <PlainLink className={styles.link} href={buyCreditsHref}>
              {text.buyCredits}
            </PlainLink>
          )}
        </p>
      )}
      {phase === 'succeeded' && (
        <p className={styles.message} role="status">
          {statusText ?? text.succeeded}
        </p>
      )}
    </div>
  );
}
