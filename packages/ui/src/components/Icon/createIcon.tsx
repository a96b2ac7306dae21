import { forwardRef, type SVGProps } from 'react';
import { icon } from './Icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /**
   * A text alternative. Without it the icon is decorative (`aria-hidden`), which is right whenever a visible or
   * accessible label sits next to it (e.g. an IconButton's `label`). With it the icon is an image named `title`.
   */
  title?: string;
  /** Width and height; any CSS length or a number of pixels. Defaults to `1em` so the icon follows the font size. */
  size?: number | string;
  /** Stroke width in the 24×24 view box. */
  strokeWidth?: number;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * Builds an icon component from the path data of a 24×24 stroked drawing. Call it as
 * `/*#__PURE__*\/ createIcon(...)` so bundlers drop every icon a consumer does not import.
 */
export function createIcon(displayName: string, paths: readonly string[]) {
  const Icon = /*#__PURE__*/ forwardRef<SVGSVGElement, IconProps>(function Icon(
    { title, size = '1em', strokeWidth = 2, className, ...props },
    ref,
  ) {
    const labelled = typeof title === 'string' && title.trim() !== '';
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-icon={displayName}
        {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...props}
        ref={ref}
        className={[icon, className].filter(Boolean).join(' ')}
      >
        {labelled && <title>{title}</title>}
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  });
  Icon.displayName = displayName;
  return Icon;
}
