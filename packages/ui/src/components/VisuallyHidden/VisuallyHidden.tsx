import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Content for screen readers only: hidden visually, still in the accessibility tree. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={[visuallyHidden, className].filter(Boolean).join(' ')} />;
}
