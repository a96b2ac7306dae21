import { forwardRef, type ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as meterStyles from '../Meter/Meter.css';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children'> {
  /** The visible label, e.g. 'Uploading'. Without it pass `aria-label`. */
  label?: ReactNode;
  /** Whether to show the value text (a percentage unless `valueLabel` is given). Hidden while indeterminate. */
  showValueLabel?: boolean;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** Progress of a task: determinate (0–100 %) or, with `isIndeterminate`, an animated bar of unknown duration. */
export const ProgressBar = /*#__PURE__*/ forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { label, showValueLabel = true, className, ...props },
  ref,
) {
  return (
    <AriaProgressBar {...props} ref={ref} className={[meterStyles.root, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText, isIndeterminate }) => {
        const pct = Number.isFinite(percentage) ? (percentage as number) : 0;
        return (
          <>
            {label && <Label className={meterStyles.label}>{label}</Label>}
            {showValueLabel && !isIndeterminate && <span className={meterStyles.value}>{valueText}</span>}
            <div className={meterStyles.track} data-indeterminate={isIndeterminate || undefined}>
              {isIndeterminate ? (
                <div className={styles.indeterminateFill} />
              ) : (
                <div className={meterStyles.fill({ tone: 'accent' })} style={{ inlineSize: `${pct}%` }} />
              )}
            </div>
          </>
        );
      }}
    </AriaProgressBar>
  );
});
