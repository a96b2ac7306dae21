import { MediakitProvider } from '@mediakit/tool-runtime';
import { RouterProvider } from '@mediakit/ui/Link';
import { ThemeProvider } from '@mediakit/ui/ThemeProvider';
import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { markConnected } from '../connection';
import { useHostClient } from './hostClient';
import { useHostHref } from './hostHref';

markConnected();

/**
 * Everything that talks to the API sits under this route element, loaded with the first page that needs it: ui's
 * ThemeProvider (applied to <html> under the key 'theme', like index.html's init script), the client for the tools
 * and the session, and links (ours and react-aria's) navigating through react-router.
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
        <RouterProvider navigate={(to) => void navigate(to)} useHref={useHostHref}>
          {children}
        </RouterProvider>
      </MediakitProvider>
    </ThemeProvider>
  );
}
