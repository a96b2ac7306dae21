import { forwardRef, type HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Content for screen readers only: hidden visually, still in the accessibility tree. */
export const VisuallyHidden = /*#__PURE__*/ forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...props },
  ref,
) {
  return <span {...props} ref={ref} className={[visuallyHidden, className].filter(Boolean).join(' ')} />;
});
