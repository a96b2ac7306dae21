import type { ComponentType } from 'react';
import * as styles from '../layout/HostLayout.css';

/**
 * A tool under its page heading. Tools title themselves with an <h2> and expect the host to own the page's <h1>;
 * the heading is for assistive technology only, since the tool's own title is the visible one.
 */
export function ToolPage({ title, Tool }: { title: string; Tool: ComponentType }) {
  return (
    <>
      <h1 className={styles.visuallyHidden}>{title}</h1>
      <Tool />
    </>
  );
}
