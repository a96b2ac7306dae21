import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address inside the app. */
  to: string;
}

/**
 * A native <a> that navigates through react-router without a reload. react-router's own Link carries its
 * prefetching and view-transition machinery (about 2 kB gzipped), which the landing page's first load cannot afford
 * (issue #20) and the host does not use.
 */
export function RouterLink({ to, onClick, target, children, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followLink(event);
      }}
    >
      {children}
    </a>
  );
}
