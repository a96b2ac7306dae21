import type { ReactNode } from 'react';
import { RouterLink } from '../RouterLink';
import * as site from './site.css';

export interface SiteLinkProps {
  href: string;
  children: ReactNode;
  variant?: keyof typeof site.link;
  className?: string;
  'aria-label'?: string;
  /** Opens in a new tab: addresses outside the app (the API's documents). */
  isExternal?: boolean;
}

/**
 * A link of the public site: react-router's, so the app navigates without a reload, on a native <a> (the landing
 * page's first load carries no react-aria). Addresses outside the app are plain links.
 */
export function SiteLink({ href, children, variant = 'quiet', className, isExternal, ...props }: SiteLinkProps) {
  const classes = [site.link[variant], site.underlineOnHover, className].filter(Boolean).join(' ');
  if (isExternal || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href))
    return (
      <a href={href} className={classes} target="_blank" rel="noreferrer" {...props}>
        {children}
      </a>
    );
  return (
    <RouterLink to={href} className={classes} {...props}>
      {children}
    </RouterLink>
  );
}
