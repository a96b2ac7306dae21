import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

/** Colour meaning of a badge. */
export type BadgeTone = NonNullable<BadgeVariants['tone']>;

const tones: readonly BadgeTone[] = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'];

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'children'> {
  /** Colour meaning: `success` for Completed/Paid/Active, `warning` for Rendering/Pending, `danger` for Failed. */
  tone?: BadgeTone;
  /** Optional leading icon (decorative). */
  icon?: ReactNode;
  /** The short label, e.g. 'Beta' or 'New'. */
  children?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** A small status or category label. Its meaning is in its text; colour only reinforces it. */
export const Badge = /*#__PURE__*/ forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', icon, children, className, ...props },
  ref,
) {
  const safeTone: BadgeTone = tones.includes(tone) ? tone : 'neutral';
  return (
    <span
      {...props}
      ref={ref}
      data-tone={safeTone}
      className={[badge({ tone: safeTone }), className].filter(Boolean).join(' ')}
    >
      {icon}
      {children}
    </span>
  );
});
