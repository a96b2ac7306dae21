import { Button } from '@mediakit/ui/Button';
import { useId, type ReactNode } from 'react';
import * as styles from './ConsoleViews.css';

export interface ConsoleSectionProps {
  title: string;
  /** The heading's level (default 3: a section of a screen under its h2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

/** A titled part of a console screen: a `<section>` named by its heading. */
export function ConsoleSection({ title, headingLevel = 3, className, children }: ConsoleSectionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} className={[styles.section, className].filter(Boolean).join(' ')}>
      <Heading id={id} className={styles.heading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export interface ConsolePanelProps {
  title: string;
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Beside the title, e.g. a button. */
  action?: ReactNode;
  /** While its data loads (`aria-busy`). */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/** A card of a console screen (billing, usage): a raised `<section>` named by its heading, with an optional action. */
export function ConsolePanel({ title, headingLevel = 2, action, busy, className, children }: ConsolePanelProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={id}
      aria-busy={busy || undefined}
      className={[styles.panel, className].filter(Boolean).join(' ')}
    >
      <div className={styles.panelHeader}>
        <Heading id={id} className={styles.panelTitle}>
          {title}
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}

export interface ConsoleErrorStateProps {
  /** What failed, in the screen's words (see `consoleErrorMessage`); nothing is shown without it. */
  message: string | undefined;
  /** The Retry button's text; no button without `onRetry`. */
  retryLabel?: string;
  onRetry?: () => void;
  /** A bordered block (the panels' look) instead of a line of danger-coloured text. */
  framed?: boolean;
}

/** A failed load: its message, announced at once, and Retry. */
export function ConsoleErrorState({ message, retryLabel = 'Retry', onRetry, framed }: ConsoleErrorStateProps) {
  if (!message) return null;
  return (
    <div className={framed ? styles.failure : styles.row}>
      <p role="alert" className={framed ? styles.failureMessage : styles.alert}>
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
