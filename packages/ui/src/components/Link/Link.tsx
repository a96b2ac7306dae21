import { forwardRef, type ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { ExternalLinkIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx, hasContent } from '../Field/fieldUtils';
import { link, type LinkVariants } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  /** `inline` (underlined, inside text), `standalone` or `quiet`. */
  variant?: LinkVariants['variant'];
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an external-link icon and tells screen readers.
   * Defaults to true for absolute http(s) URLs with `target="_blank"`.
   */
  isExternal?: boolean;
  /** Screen-reader note for external links. */
  newTabLabel?: string;
  /** The link text. Without it the link is named by `aria-label`, else its `href`. */
  children?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * A link that works with any router: wrap the app in react-aria's `RouterProvider navigate={…} useHref={…}` and
 * internal links navigate client-side (modifier-clicks still open new tabs). Without a provider it is a plain anchor.
 */
export const Link = /*#__PURE__*/ forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant, isExternal, newTabLabel = '(opens in a new tab)', children, className, ...props },
  ref,
) {
  const external = isExternal ?? props.target === '_blank';
  const named = hasContent(children) || Boolean(props['aria-label']) || Boolean(props['aria-labelledby']);
  return (
    <AriaLink
      {...props}
      ref={ref}
      aria-label={named ? props['aria-label'] : props.href || 'Link'}
      target={external ? '_blank' : props.target}
      rel={external ? 'noopener noreferrer' : props.rel}
      data-external={external || undefined}
      className={cx(link({ variant }), className)}
    >
      {children}
      {external && (
        <>
          <ExternalLinkIcon size="0.9em" />
          <VisuallyHidden>{` ${newTabLabel}`}</VisuallyHidden>
        </>
      )}
    </AriaLink>
  );
});
