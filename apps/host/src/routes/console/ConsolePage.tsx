import type { ReactNode } from 'react';
import * as styles from '../../layout/HostLayout.css';

/**
 * A console screen under the page's <h1>. Screens in a tool frame title themselves (an <h2>), so their page heading is
 * for assistive technology only, like the tools' pages; screens made of sections (usage, invoices, admin billing) get
 * a visible one.
 */
export function ConsolePage({
  title,
  visibleTitle = false,
  children,
}: {
  title: string;
  visibleTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className={visibleTitle ? styles.heading : styles.visuallyHidden}>{title}</h1>
      {children}
    </>
  );
}
