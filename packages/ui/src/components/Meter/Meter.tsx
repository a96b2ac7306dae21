import { forwardRef, type ReactNode } from 'react';
import { Label, Meter as AriaMeter, type MeterProps as AriaMeterProps } from 'react-aria-components';
import * as styles from './Meter.css';

export type MeterTone = 'accent' | 'success' | 'warning' | 'danger';

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'children'> {
  /** The visible label, e.g. 'Credits'. Without it pass `aria-label`. */
  label?: ReactNode;
  /** Whether to show the value text (e.g. '432 of 700' via `valueLabel`, else a percentage). */
  showValueLabel?: boolean;
  /** Colour of the fill; `auto` turns warning at 75 % and danger at 90 %. */
  tone?: MeterTone | 'auto';
  /** Extra class names, appended after ours. */
  className?: string;
}

function toneFor(percentage: number, tone: MeterTone | 'auto'): MeterTone {
  if (tone !== 'auto') return tone;
  if (percentage >= 90) return 'danger';
  if (percentage >= 75) return 'warning';
  return 'accent';
}

/** A quantity within a known range (credits used, storage), e.g. 'Credits 432 of 700'. Not for progress. */
export const Meter = /*#__PURE__*/ forwardRef<HTMLDivElement, MeterProps>(function Meter(
  { label, showValueLabel = true, tone = 'accent', className, ...props },
  ref,
) {
  return (
    <AriaMeter {...props} ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText }) => {
        const pct = Number.isFinite(percentage) ? percentage : 0;
        const resolved = toneFor(pct, tone);
        return (
          <>
            {label && <Label className={styles.label}>{label}</Label>}
            {showValueLabel && <span className={styles.value}>{valueText}</span>}
            <div className={styles.track} data-tone={resolved}>
              <div className={styles.fill({ tone: resolved })} style={{ inlineSize: `${pct}%` }} />
            </div>
          </>
        );
      }}
    </AriaMeter>
  );
});
