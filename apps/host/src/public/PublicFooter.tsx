import { productName } from '../routes/documentTitle';
import { libraryHref, productGroups } from './productLinks';
import { SiteLink } from './SiteLink';
import * as site from './site.css';
import { SubscribeForm } from './SubscribeForm';

interface FooterColumn {
  title: string;
  links: { label: string; href: string; isExternal?: boolean }[];
}

/** Only links that lead somewhere real: no placeholder pages, no social accounts we do not have. */
const columns: FooterColumn[] = [
  {
    title: 'Product',
    links: [
      ...(productGroups[0]?.links ?? []).slice(0, 3),
      ...(productGroups[1]?.links ?? []).slice(0, 2),
      { label: 'Media Library', href: libraryHref },
    ],
  },
  {
    title: 'Solutions',
    links: [
      { label: 'For marketers', href: '/#audience' },
      { label: 'For developers', href: '/#audience' },
      { label: 'For designers', href: '/#audience' },
    ],
  },
  { title: 'Developers', links: [{ label: 'OpenAPI document', href: '/openapi.json', isExternal: true }] },
  {
    title: 'Resources',
    links: [
      { label: 'Pricing', href: '/pricing' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign in', href: '/login' },
      { label: 'Create account', href: '/signup' },
    ],
  },
];

/** The public footer (spec 000, section 2): brand, columns of links, the newsletter form, copyright. */
export function PublicFooter() {
  return (
    <footer className={site.footer}>
      <div className={site.footerTop}>
        <div className={site.footerBrand}>
          <strong>{productName}</strong>
          <p>AI images, video, speech and text in one place, paid for with credits.</p>
        </div>
        <div className={site.footerColumns}>
          {columns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} className={site.footerTitle}>
                {column.title}
              </h2>
              <ul className={site.footerList}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <SiteLink href={link.href} variant="muted" isExternal={link.isExternal}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <SubscribeForm />
      <div className={site.footerBottom}>
        <p>{`© ${new Date().getFullYear()} ${productName}`}</p>
      </div>
    </footer>
  );
}
