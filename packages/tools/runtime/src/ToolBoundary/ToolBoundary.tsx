import { Button } from '@mediakit/ui/Button';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { isMissingClientError, MissingClientError, useProvidedMediakitClient } from '../MediakitProvider';
import { ToolFrame } from '../ToolFrame';
import { ResettableBoundary } from './ResettableBoundary';
import * as styles from './ToolBoundary.css';

export const toolBoundaryMessages = {
  crashed: 'Something went wrong in this tool. Try again, or reload the page.',
  tryAgain: 'Try again',
};

export type ToolBoundaryMessages = typeof toolBoundaryMessages;

export interface ToolBoundaryProps {
  /** The tool's name, heading the box the message shows in. */
  title: string;
  children: ReactNode;
  /** Resets the boundary when any of these change, e.g. the `client` a partner passes once it exists. */
  resetKeys?: readonly unknown[];
  /** Called with every error caught, e.g. to report it. */
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
  messages?: Partial<ToolBoundaryMessages> | undefined;
  /**
   * An error known before rendering (no client), shown as a caught one would be. Server rendering has no error
   * boundaries: a throw there fails the whole page (a Next.js build stops at it), so such errors must not be thrown.
   */
  failure?: unknown;
}

/** Configuration errors say what to fix; anything else gets the generic message (the error goes to `onError`). */
function describe(error: unknown, text: ToolBoundaryMessages): string {
  if (isMissingClientError(error)) return error.message;
  return text.crashed;
}

/**
 * Keeps a tool's failure inside the tool's box: a configuration error (no client) or a crash while rendering shows
 * a clear message and 'Try again' where the tool would be, and the partner's page around it keeps working.
 */
export function ToolBoundary({ title, children, resetKeys, onError, messages, failure }: ToolBoundaryProps) {
  const text = { ...toolBoundaryMessages, ...messages };
  return (
    <ResettableBoundary
      resetKeys={resetKeys}
      onError={onError}
      failure={failure}
      fallback={(error, reset) => (
        <ToolFrame title={title}>
          <div className={styles.failure} role="alert">
            <p className={styles.message}>{describe(error, text)}</p>
            <Button variant="secondary" onPress={reset}>
              {text.tryAgain}
            </Button>
          </div>
        </ToolFrame>
      )}
    >
      {children}
    </ResettableBoundary>
  );
}

/**
 * The tool `View` inside a ToolBoundary titled `title` (or the partner's `messages.title`): what each tool package
 * exports, so a partner's page never goes blank because of us. The boundary resets when the `client` prop changes.
 */
export function withToolBoundary<Props extends object>(
  View: ComponentType<Props>,
  title: string,
): ComponentType<Props> {
  function Bounded(props: Props) {
    const { client, messages } = props as { client?: unknown; messages?: { title?: unknown } };
    const partnerTitle = typeof messages?.title === 'string' ? messages.title : undefined;
    const provided = useProvidedMediakitClient();
    const failure = client || provided ? undefined : new MissingClientError();
    return (
      <ToolBoundary title={partnerTitle ?? title} resetKeys={[client, provided]} failure={failure}>
        <View {...props} />
      </ToolBoundary>
    );
  }
  Bounded.displayName = View.displayName ?? View.name;
  return Bounded;
}
