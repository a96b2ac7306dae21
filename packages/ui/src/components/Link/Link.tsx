import { forwardRef, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { PressEvent } from 'react-aria-components';
import { useNativePress } from '../Button/useNativePress';
import { ExternalLinkIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx, hasContent } from '../Field/fieldUtils';
import { link, type LinkVariants } from './Link.css';
import { RouterContext, shouldClientNavigate } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> {
  /** `inline` (underlined, inside text), `standalone` or `quiet`. */
  variant?: LinkVariants['variant'];
  /** Called when the link is activated (click, tap or Enter), before any navigation. */
  onPress?: ((event: PressEvent) => void) | undefined;
  /** Disabled: announced as such (`aria-disabled`, `data-disabled`), and neither navigates nor calls `onPress`. */
  isDisabled?: boolean | undefined;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an external-link icon and tells screen readers.
   * Defaults to true for absolute http(s) URLs with `target="_blank"`.
   */
  isExternal?: boolean | undefined;
  /** Screen-reader note for external links. */
  newTabLabel?: string | undefined;
  /** The link text. Without it the link is named by `aria-label`, else its `href`. */
  children?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string | undefined;
}

export type PlainLinkProps = Omit<LinkProps, 'variant' | 'isExternal' | 'newTabLabel'>;

/**
 * A native `<a>` with a link's behaviour and none of our look, for a component that styles its own: client-side
 * navigation through `RouterProvider`, `onPress`, `isDisabled`, and react-aria's state attributes (`data-hovered`,
 * `data-pressed`, `data-focused`, `data-focus-visible`, `data-disabled`, `data-current`).
 */
export const PlainLink = /*#__PURE__*/ forwardRef<HTMLAnchorElement, PlainLinkProps>(function PlainLink(
  { isDisabled, onPress, children, ...props },
  ref,
) {
  const router = useContext(RouterContext);
  const { href } = props;
  const domHref = (router?.useHref ?? String)(href ?? '');
  const press = useNativePress<HTMLAnchorElement>({
    ...props,
    isDisabled,
    keys: ['Enter'],
    onPress,
    onKeyDown(event) {
      props.onKeyDown?.(event);
      // An anchor without an href gets no click from Enter.
      if (href === undefined && event.key === 'Enter' && !event.defaultPrevented) event.currentTarget.click();
    },
    onClick(event) {
      props.onClick?.(event);
      if (router && href && !event.defaultPrevented && shouldClientNavigate(event.currentTarget, event)) {
        event.preventDefault();
        router.navigate(href, undefined);
      }
    },
  });
  return (
    <a
      {...props}
      {...press}
      ref={ref}
      href={href === undefined ? undefined : domHref}
      // Without an href it is still a link for keyboards and screen readers, as react-aria renders it.
      role={href === undefined ? 'link' : props.role}
      tabIndex={href === undefined && !isDisabled ? 0 : props.tabIndex}
      aria-disabled={isDisabled || props['aria-disabled'] || undefined}
      data-disabled={isDisabled || undefined}
      data-current={Boolean(props['aria-current']) || undefined}
    >
      {children}
    </a>
  );
});

/**
 * A link that works with any router: wrap the app in `RouterProvider navigate={…} useHref={…}` (from this entry) and
 * internal links navigate client-side (modifier-clicks still open new tabs). Without a provider it is a plain anchor.
 * It is `PlainLink` with our look and the external-link note.
 */
export const Link = /*#__PURE__*/ forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant, isExternal, newTabLabel = '(opens in a new tab)', children, className, ...props },
  ref,
) {
  const external = isExternal ?? props.target === '_blank';
  const named = hasContent(children) || Boolean(props['aria-label']) || Boolean(props['aria-labelledby']);
  return (
    <PlainLink
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
    </PlainLink>
  );
});
