import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { createContext, useContext, type Context, type ReactNode } from 'react';

// One context under a global symbol: a page whose screens bring two copies of the kit (two installed versions, or a
// screen bundled with its own) still has one provider serve them all.
const contextKey = Symbol.for('@mediakit/console-kit:console-client');
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

/**
 * A console screen rendered without a console client: a configuration error ConsoleBoundary shows as it is (it says
 * what to fix), where any other error gets its generic message. Known by its class, not by its text.
 */
export class MissingConsoleClientError extends Error {}

export const missingConsoleClientMessage =
  'No Mediakit console client: pass a `client` prop to the screen, or render it inside <MediakitConsoleProvider client={…}>.';

/** The explicit console client if given, else the nearest provider's; throws a clear error without either. */
export function useConsoleClient(client?: MediakitConsoleClient): MediakitConsoleClient {
  const fromContext = useContext(ConsoleClientContext);
  const resolved = client ?? fromContext;
  if (!resolved) throw new MissingConsoleClientError(missingConsoleClientMessage);
  return resolved;
}
