import { forwardRef, useId, type ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './Footer.css';

export interface FooterLink {
  id?: string;
  label: string;
  href: string;
  /** Opens in a new tab (external resources). */
  isExternal?: boolean;
}

export interface FooterColumn {
  id: string;
  /** Column heading, e.g. 'Product'. */
  title: string;
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

function Column({ column }: { column: FooterColumn }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.columnTitle}>
        {column.title}
      </h2>
      <ul className={styles.list}>
        {(column.links ?? []).map((link) => (
          <li key={link.id ?? link.href}>
            <AriaLink
              href={link.href}
              className={styles.link}
              {...(link.isExternal ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              {link.label}
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
  const visible = (columns ?? []).filter((c) => c && (c.links ?? []).length > 0);
  return (
    <footer ref={ref} className={[styles.footer, className].filter(Boolean).join(' ')}>
      {(brand || visible.length > 0) && (
        <div className={styles.top}>
          {brand && <div className={styles.brand}>{brand}</div>}
          {visible.length > 0 && (
            <div className={styles.columns}>
              {visible.map((column) => (
                <Column key={column.id} column={column} />
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
