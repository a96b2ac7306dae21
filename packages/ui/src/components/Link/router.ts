import { createContext } from 'react';

/** The host's router, as `RouterProvider` gives it to our links (react-aria's RouterProvider has no public hook). */
export interface LinkRouter {
  navigate: (path: string, routerOptions: undefined) => void;
  useHref: (href: string) => string;
}

export const RouterContext = /*#__PURE__*/ createContext<LinkRouter | null>(null);

/**
 * Whether a click on a link belongs to the app's router: a plain primary click (no modifier, which opens a new tab,
 * window or download) on a same-origin link that opens in this tab and is no download. react-aria's rule.
 */
export function shouldClientNavigate(link: HTMLAnchorElement, event: MouseEvent | React.MouseEvent): boolean {
  const target = link.getAttribute('target');
  return (
    (!target || target === '_self') &&
    link.origin === location.origin &&
    !link.hasAttribute('download') &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey
  );
}
