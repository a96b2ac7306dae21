import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children'> {
  /** `text` lines, a `rect` block (cards, images) or a `circle` (avatars). */
  shape?: 'text' | 'rect' | 'circle';
  /** Width; a number is pixels. Text lines default to full width, the last of several to 60 %. */
  width?: number | string;
  /** Height; a number is pixels. A circle uses its width when height is missing. */
  height?: number | string;
  /** Number of text lines (text shape only). */
  lines?: number;
  /** Extra class names, appended after ours. */
  className?: string;
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder of the shape of content that is loading. Hidden from assistive technology: mark the loading
 * container with `aria-busy` and announce loading elsewhere. The pulse stops under reduced motion.
 */
export const Skeleton = /*#__PURE__*/ forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { shape = 'text', width, height, lines = 1, className, style, ...props },
  ref,
) {
  const classes = (extra?: string) => [styles.skeleton({ shape }), extra].filter(Boolean).join(' ');
  const box: CSSProperties = {
    inlineSize: size(width),
    blockSize: size(height ?? (shape === 'circle' ? width : undefined)),
    ...style,
  };
  const count = shape === 'text' && Number.isFinite(lines) ? Math.max(1, Math.floor(lines)) : 1;
  if (count > 1) {
    return (
      <div
        {...props}
        ref={ref}
        aria-hidden="true"
        data-shape={shape}
        className={[styles.lines, className].filter(Boolean).join(' ')}
      >
        {Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            className={classes()}
            style={{ ...box, inlineSize: i === count - 1 && width === undefined ? '60%' : box.inlineSize }}
          />
        ))}
      </div>
    );
  }
  return <div {...props} ref={ref} aria-hidden="true" data-shape={shape} className={classes(className)} style={box} />;
});
