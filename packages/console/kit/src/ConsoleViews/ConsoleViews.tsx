import { Button } from '@mediakit/ui/Button';
import { CopyButton } from '@mediakit/ui/CopyButton';
import { Pagination, type PaginationProps } from '@mediakit/ui/Pagination';
import { StatTile, StatTileGrid } from '@mediakit/ui/StatTile';
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

export interface ConsoleStatTile {
  key: string;
  label: string;
  value: string;
  help?: string;
}

export interface ConsoleStatTilesProps {
  tiles: readonly ConsoleStatTile[];
  className?: string;
}

/** A screen's figures as ui's StatTiles in its grid: two side by side on a phone, as many as fit on a wider screen. */
export function ConsoleStatTiles({ tiles, className }: ConsoleStatTilesProps) {
  return (
    <StatTileGrid className={className}>
      {tiles.map((tile) => (
        <StatTile key={tile.key} label={tile.label} value={tile.value} help={tile.help} />
      ))}
    </StatTileGrid>
  );
}

/** ui's Pagination for a list the server sends a page at a time, left out while every item fits on one page. */
export function ConsolePagination(props: PaginationProps) {
  return props.totalItems > props.pageSize ? <Pagination {...props} /> : null;
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

export interface ConsoleSecretOnceText {
  /** The secret's accessible name, e.g. 'Your new API key'. */
  secretLabel: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

export interface ConsoleSecretOnceProps {
  heading: string;
  /** The heading's level (default 3). */
  headingLevel?: 3 | 4;
  /** Why to copy it now, e.g. that it is never shown again. */
  notice: string;
  secret: string;
  text: ConsoleSecretOnceText;
  onDone: () => void;
}

/** A secret the server shows once (an API key, a webhook's signing secret): the value, Copy, and Done to dismiss it. */
export function ConsoleSecretOnce({ heading, headingLevel = 3, notice, secret, text, onDone }: ConsoleSecretOnceProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.secretOnce} aria-labelledby={id}>
      <Heading id={id} className={styles.heading}>
        {heading}
      </Heading>
      <p className={styles.muted}>{notice}</p>
      <code className={styles.secret} aria-label={text.secretLabel}>
        {secret}
      </code>
      <div className={styles.row}>
        <CopyButton text={secret} label={text.copy} copiedLabel={text.copied} errorLabel={text.copyFailed} />
        <Button variant="secondary" size="sm" onPress={onDone}>
          {text.done}
        </Button>
      </div>
    </section>
  );
}
