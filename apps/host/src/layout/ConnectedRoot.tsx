import { MediakitProvider } from '@mediakit/tool-runtime';
import { ThemeProvider } from '@mediakit/ui/ThemeProvider';
import { useContext, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useNavigate } from 'react-router-dom';
import { client as hostClient } from '../client';
import { InjectedClientContext, markConnected } from '../connection';
import { useHostHref } from './hostHref';

markConnected();

/** The client every connected part uses: the one given to <App>, else the host's. */
export function useHostClient() {
  return useContext(InjectedClientContext) ?? hostClient;
}

/**
 * Everything that talks to the API sits under this route element, loaded with the first page that needs it: ui's
 * ThemeProvider (applied to <html> under the key 'theme', like index.html's init script), the client for the tools
 * and the session, and react-aria's links navigating through react-router.
 */
export default function ConnectedRoot() {
  return (
    <Connected>
      <Outlet />
    </Connected>
  );
}

/** The same, around a lazily loaded part of a page that is not itself connected (e.g. /text-image's studio). */
export function Connected({ children }: { children: ReactNode }) {
  const client = useHostClient();
  const navigate = useNavigate();
  return (
    <ThemeProvider root={document.documentElement} storageKey="theme">
      <MediakitProvider client={client}>
        <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHostHref}>
          {children}
        </AriaRouterProvider>
      </MediakitProvider>
    </ThemeProvider>
  );
}
