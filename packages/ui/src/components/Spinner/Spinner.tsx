import { forwardRef } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { cx } from '../Field/fieldUtils';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** What is loading; the accessible name. Defaults to "Loading". */
  label?: string;
  /** Also show the label next to the spinner. */
  showLabel?: boolean;
  /** 16, 24 or 40 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * An indeterminate busy indicator: an accessible progress bar named by `label`. With reduced motion it fades
 * slowly instead of spinning.
 */
export const Spinner = /*#__PURE__*/ forwardRef<HTMLDivElement, SpinnerProps>(function Spinner(
  { label, showLabel = false, size = 'md', className },
  ref,
) {
  const name = typeof label === 'string' && label.trim() !== '' ? label : 'Loading';
  return (
    <ProgressBar
      ref={ref}
      isIndeterminate
      aria-label={showLabel ? undefined : name}
      data-size={size}
      className={cx(styles.root, className)}
    >
      <span className={styles.circle({ size })} aria-hidden="true" />
      {showLabel && <Label className={styles.text}>{name}</Label>}
    </ProgressBar>
  );
});
