import type { BackgroundAlign } from '@mediakit/api-client';
import { useId, useRef, type KeyboardEvent } from 'react';
import { backgroundAligns } from '../composerState';
import { alignAfterKey } from './alignmentNavigation';
import * as styles from './AlignmentPicker.css';

export interface AlignmentPickerProps {
  /** The visible label of the group. */
  label: string;
  value: BackgroundAlign;
  onChange: (align: BackgroundAlign) => void;
  /** The accessible name of each of the nine positions. */
  optionLabels: Record<BackgroundAlign, string>;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The nine align positions as a 3x3 radio group: one tab stop, arrow keys move the selection in two dimensions
 * (selection follows focus, as in any radio group), Home and End jump to the corners.
 */
export function AlignmentPicker({ label, value, onChange, optionLabels, isDisabled, className }: AlignmentPickerProps) {
  const labelId = useId();
  const cells = useRef(new Map<BackgroundAlign, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = alignAfterKey(value, event.key);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    cells.current.get(next)?.focus();
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} aria-disabled={isDisabled || undefined} className={styles.grid}>
        {backgroundAligns.map((align) => (
          <button
            key={align}
            ref={(element) => {
              if (element) cells.current.set(align, element);
              else cells.current.delete(align);
            }}
            type="button"
            role="radio"
            aria-checked={align === value}
            aria-label={optionLabels[align]}
            tabIndex={align === value ? 0 : -1}
            disabled={isDisabled}
            className={styles.cell}
            data-align={align}
            onClick={() => onChange(align)}
            onKeyDown={onKeyDown}
          >
            {align === value && <span className={styles.dot} aria-hidden="true" />}
          </button>
        ))}
      </div>
    </div>
  );
}
