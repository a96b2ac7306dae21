import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { createContext, useContext, type Context, type ReactNode } from 'react';
import { MissingClientError } from '../MediakitProvider/MediakitProvider';

// The built package carries this module twice, in its main entry and in the CSS-free `./console` entry: both find one
// context under a global symbol, so a provider from either entry serves screens that use the other.
const contextKey = Symbol.for('@mediakit/tool-runtime:console-client');
const contexts = globalThis as { [contextKey]?: Context<MediakitConsoleClient | null> };
const ConsoleClientContext = (contexts[contextKey] ??= createContext<MediakitConsoleClient | null>(null));

export interface MediakitConsoleProviderProps {
  /** The console client (media library, usage, billing, admin, API keys) every console screen below uses. */
  client: MediakitConsoleClient;
  children?: ReactNode;
}

/**
 * Supplies the console client to the console screens below it. Tools use `MediakitProvider`; a host with both kinds of
 * screen renders both providers, built on one token store so they act as one session.
 */
export function MediakitConsoleProvider({ client, children }: MediakitConsoleProviderProps) {
  return <ConsoleClientContext.Provider value={client}>{children}</ConsoleClientContext.Provider>;
}

export const missingConsoleClientMessage =
  'No Mediakit console client: pass a `client` prop to the screen, or render it inside <MediakitConsoleProvider client={…}>.';

/** The explicit console client if given, else the nearest provider's; throws a clear error without either. */
export function useConsoleClient(client?: MediakitConsoleClient): MediakitConsoleClient {
  const fromContext = useContext(ConsoleClientContext);
  const resolved = client ?? fromContext;
  if (!resolved) throw new MissingClientError(missingConsoleClientMessage);
  return resolved;
}
