import type { MediakitClient } from '@mediakit/api-client';
import { createContext, useContext, type ReactNode } from 'react';
import { MissingClientError } from './missingClient';

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

/** The client of the nearest MediakitProvider, or null: for checks that must not throw (see withToolBoundary). */
export function useProvidedMediakitClient(): MediakitClient | null {
  return useContext(MediakitClientContext);
}

/** The explicit client if given, else the one from the nearest MediakitProvider; throws a clear error without either. */
export function useMediakitClient(client?: MediakitClient): MediakitClient {
  const fromContext = useContext(MediakitClientContext);
  const resolved = client ?? fromContext;
  if (!resolved) throw new MissingClientError(missingClientMessage);
  return resolved;
}
