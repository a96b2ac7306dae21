import { Button } from '@mediakit/ui/Button';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { ResettableBoundary } from '@mediakit/tool-runtime';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { MissingConsoleClientError } from './MediakitConsoleProvider';

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
 * A console screen's ToolBoundary, built from ui's parts only so that the kit's main entry has no CSS of its own: a
 * missing console client shows its message (what to fix) and a crash a generic one, with 'Try again', inside the
 * screen's box; the page around it keeps working.
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
            description={
              <span role="alert">{error instanceof MissingConsoleClientError ? error.message : text.crashed}</span>
            }
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

/**
 * A console screen's view inside a ConsoleBoundary titled `title` (or the partner's `messages.title`), reset when the
 * `client` prop changes: what each console package exports, so a page never goes blank because of us.
 */
export function withConsoleBoundary<Props extends object>(
  View: ComponentType<Props>,
  title: string,
): ComponentType<Props> {
  function Bounded(props: Props) {
    const { client, messages } = props as { client?: unknown; messages?: { title?: unknown } };
    const partnerTitle = typeof messages?.title === 'string' ? messages.title : undefined;
    return (
      <ConsoleBoundary title={partnerTitle ?? title} resetKeys={[client]}>
        <View {...props} />
      </ConsoleBoundary>
    );
  }
  Bounded.displayName = View.displayName ?? View.name;
  return Bounded;
}
