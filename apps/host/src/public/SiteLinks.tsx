import { SiteLink } from './SiteLink';
import { CtaLink } from './CtaLink';

/** Quiet links, one per list item: the header's and the drawer's lists of pages. */
export function LinkItems({ links }: { links: readonly { href: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <SiteLink href={link.href}>{link.label}</SiteLink>
    </li>
  ));
}

/** Signed in, the way back to the user's area; signed out, Sign In and Get started. */
export function AccountLinks({ dashboardHref, className }: { dashboardHref?: string; className?: string }) {
  if (dashboardHref)
    return (
      <CtaLink href={dashboardHref} className={className}>
        Dashboard
      </CtaLink>
    );
  return (
    <>
      <CtaLink href="/login" variant="secondary" className={className}>
        Sign In
      </CtaLink>
      <CtaLink href="/signup" className={className}>
        Get started
      </CtaLink>
    </>
  );
}
