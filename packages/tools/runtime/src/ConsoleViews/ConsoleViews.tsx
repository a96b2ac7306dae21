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

export interface ConsoleErrorStateProps {
  /** What failed, in the screen's words (see `consoleErrorMessage`); nothing is shown without it. */
  message: string | undefined;
  /** The Retry button's text; no button without `onRetry`. */
  retryLabel?: string;
  onRetry?: () => void;
}

/** A failed load: its message, announced at once, and Retry. */
export function ConsoleErrorState({ message, retryLabel = 'Retry', onRetry }: ConsoleErrorStateProps) {
  if (!message) return null;
  return (
    <div className={styles.row}>
      <p role="alert" className={styles.alert}>
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
