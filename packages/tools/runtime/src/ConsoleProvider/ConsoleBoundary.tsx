import { Button } from '@mediakit/ui/Button';
import { EmptyState } from '@mediakit/ui/EmptyState';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { ResettableBoundary, withBoundary } from '../ToolBoundary/ResettableBoundary';
import { isMissingClientError } from '../MediakitProvider/MediakitProvider';

export const consoleBoundaryMessages = {
  crashed: 'Something went wrong on this screen. Try again, or reload the page.',
  tryAgain: 'Try again',
};

export type ConsoleBoundaryMessages = typeof consoleBoundaryMessages;

export interface ConsoleBoundaryProps {
  /** The screen's name, heading the box the message shows in. */
  title: string;
  children: ReactNode;
  /** Resets the boundary when any of these change, e.g. the `client` passed once it exists. */
  resetKeys?: readonly unknown[];
  /** Called with every error caught, e.g. to report it. */
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
  messages?: Partial<ConsoleBoundaryMessages> | undefined;
}

/**
 * A console screen's ToolBoundary, built from ui's parts only so that the console entry stays free of CSS: a missing
 * console client shows its message (what to fix) and a crash a generic one, with 'Try again', inside the screen's
 * box; the page around it keeps working.
 */
export function ConsoleBoundary({ title, children, resetKeys, onError, messages }: ConsoleBoundaryProps) {
  const text = { ...consoleBoundaryMessages, ...messages };
  return (
    <ResettableBoundary
      resetKeys={resetKeys}
      onError={onError}
      fallback={(error, reset) => (
        <section aria-label={title}>
          <EmptyState
            headingLevel={2}
            title={title}
            description={<span role="alert">{isMissingClientError(error) ? error.message : text.crashed}</span>}
            action={
              <Button variant="secondary" onPress={reset}>
                {text.tryAgain}
              </Button>
            }
          />
        </section>
      )}
    >
      {children}
    </ResettableBoundary>
  );
}

/** A console screen's view inside a ConsoleBoundary titled `title` (or `messages.title`), reset when `client` changes. */
export function withConsoleBoundary<Props extends object>(
  View: ComponentType<Props>,
  title: string,
): ComponentType<Props> {
  return withBoundary(ConsoleBoundary, View, title);
}
