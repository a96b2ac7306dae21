import type { ReactNode } from 'react';
import * as styles from './ToolFrame.css';

export interface ToolFrameProps {
  /** The tool's heading, also the accessible name of the whole tool. */
  title: string;
  /** Everything below the heading: the form, its status and the result. */
  children: ReactNode;
  /** The widest the tool grows; leave it out to set a maximum of your own through `className`. */
  width?: 'narrow' | 'medium' | 'wide';
  className?: string;
}

/** The surface every tool sits on: a section named and headed by the tool's title. */
export function ToolFrame({ title, children, width, className }: ToolFrameProps) {
  return (
    <section className={[styles.root({ width }), className].filter(Boolean).join(' ')} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
