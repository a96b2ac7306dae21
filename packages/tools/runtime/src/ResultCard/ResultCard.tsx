import { useId, type ReactNode } from 'react';
import * as styles from './ResultCard.css';

export interface ResultCardProps {
  /** Heads the card and names its region. */
  heading: string;
  /** The result and its actions. */
  children: ReactNode;
}

/** A finished result set apart on a raised card: a region named by its heading. */
export function ResultCard({ heading, children }: ResultCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {children}
    </section>
  );
}
