import { forwardRef, useId, type ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './Footer.css';

export interface FooterLink {
  /** Stable key; defaults to the href. */
  id?: string;
  /** Visible link text. */
  label: string;
  /** Where the link goes. */
  href: string;
  /** Opens in a new tab (external resources). */
  isExternal?: boolean;
}

export interface FooterColumn {
  /** Stable key of the column. */
  id: string;
  /** Column heading, e.g. 'Product'. */
  title: string;
  /** The column’s links; empty or null skips the column. */
  links?: readonly FooterLink[] | null;
}

export interface FooterProps {
  /** Columns of links (spec: product, solutions, developers, resources, contact). Empty columns are skipped. */
  columns?: readonly FooterColumn[] | null;
  /** Logo and a line about the product, at the start. */
  brand?: ReactNode;
  /** The copyright line, e.g. '© 2026 Mediakit'. */
  copyright?: ReactNode;
  /** Extra content in the bottom row: social links, a subscribe form… */
  extra?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** The usable links of a column: malformed entries (null, no href) and a non-array `links` never throw. */
function usableLinks(column: FooterColumn): FooterLink[] {
  if (!Array.isArray(column.links)) return [];
  return column.links.filter((link): link is FooterLink => Boolean(link) && typeof link.href === 'string');
}

function Column({ column, links }: { column: FooterColumn; links: FooterLink[] }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.columnTitle}>
        {column.title}
      </h2>
      <ul className={styles.list}>
        {links.map((link, index) => (
          <li key={link.id ?? `${link.href}-${index}`} className={styles.item}>
            <AriaLink
              href={link.href}
              className={styles.link}
              {...(link.isExternal ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              {link.label || link.href}
            </AriaLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: a brand block, titled columns of links (each a navigation landmark) and a copyright line. */
export const Footer = /*#__PURE__*/ forwardRef<HTMLElement, FooterProps>(function Footer(
  { columns, brand, copyright, extra, className },
  ref,
) {
  const visible = (Array.isArray(columns) ? columns : [])
    .filter((column): column is FooterColumn => Boolean(column))
    .map((column) => ({ column, links: usableLinks(column) }))
    .filter(({ links }) => links.length > 0);
  return (
    <footer ref={ref} className={[styles.footer, className].filter(Boolean).join(' ')}>
      {(brand || visible.length > 0) && (
        <div className={styles.top}>
          {brand && <div className={styles.brand}>{brand}</div>}
          {visible.length > 0 && (
            <div className={styles.columns}>
              {visible.map(({ column, links }, index) => (
                <Column key={column.id ?? index} column={column} links={links} />
              ))}
            </div>
          )}
        </div>
      )}
      {(copyright || extra) && (
        <div className={styles.bottom}>
          {copyright && <p className={styles.copyright}>{copyright}</p>}
          {extra}
        </div>
      )}
    </footer>
  );
});
