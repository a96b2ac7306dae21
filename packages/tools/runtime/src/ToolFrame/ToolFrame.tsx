import type { ReactNode } from 'react';
import * as styles from './ToolFrame.css';

export interface ToolFrameProps {
  /** The tool's heading, also the accessible name of the whole tool. */
  title: string;
  /** A line under the heading, e.g. what the tool does or the user's plan. */
  intro?: ReactNode;
  /** Everything below the heading: the form, its status and the result. */
  children: ReactNode;
  /** Every tool has the same width; a short form (sign-in) is narrower. */
  width?: 'tool' | 'form';
  /** Extra class names, e.g. a narrower maximum width of the host page's own. */
  className?: string | undefined;
}

/** The surface every tool sits on, at one width: a section named and headed by the tool's title. */
export function ToolFrame({ title, intro, children, width, className }: ToolFrameProps) {
  return (
    <section className={[styles.root({ width }), className].filter(Boolean).join(' ')} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
