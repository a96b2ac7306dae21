import type { MediakitClient } from '@mediakit/api-client';
import { createContext, useContext, type ReactNode } from 'react';

const MediakitClientContext = /*#__PURE__*/ createContext<MediakitClient | null>(null);

export interface MediakitProviderProps {
  /** The client every tool below uses unless it is given its own `client` prop. */
  client: MediakitClient;
  children?: ReactNode;
}

/** Supplies a Mediakit client to every tool rendered below it. */
export function MediakitProvider({ client, children }: MediakitProviderProps) {
  return <MediakitClientContext.Provider value={client}>{children}</MediakitClientContext.Provider>;
}

export const missingClientMessage =
  'No Mediakit client: pass a `client` prop to the tool, or render it inside <MediakitProvider client={…}>.';

/**
 * A tool or screen rendered without a client: a configuration error that boundaries show as it is (it says what to
 * fix), where any other error gets their generic message. Known by its `reason`, not by its text.
 */
export class MissingClientError extends Error {
  readonly reason = 'missing-client';
  constructor(message: string = missingClientMessage) {
    super(message);
    this.name = 'MissingClientError';
  }
}

export const isMissingClientError = (error: unknown): error is MissingClientError =>
  error instanceof Error && (error as { reason?: unknown }).reason === 'missing-client';

/** The client of the nearest MediakitProvider, or null: for checks that must not throw (see withToolBoundary). */
export function useProvidedMediakitClient(): MediakitClient | null {
  return useContext(MediakitClientContext);
}

/** The explicit client if given, else the one from the nearest MediakitProvider; throws a clear error without either. */
export function useMediakitClient(client?: MediakitClient): MediakitClient {
  const fromContext = useContext(MediakitClientContext);
  const resolved = client ?? fromContext;
  if (!resolved) throw new MissingClientError();
  return resolved;
}
