import type { MediakitClient } from '@mediakit/api-client';
import { MediakitProvider } from '@mediakit/tool-runtime';
import { ThemeProvider, ToastProvider } from '@mediakit/ui';
import { createBrowserRouter, RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { client as hostClient } from './client';
import * as styles from './layout/HostLayout.css';
import { routes } from './routes';

let hostRouter: RouterProviderProps['router'] | undefined;

/** The app's router, created on first use so that importing App (in tests) does not start listening to history. */
function browserRouter(): RouterProviderProps['router'] {
  hostRouter ??= createBrowserRouter(routes);
  return hostRouter;
}

export interface AppProps {
  /** Defaults to the host's client (the real API, or the in-memory fake in demo mode). */
  client?: MediakitClient;
  /** Defaults to a browser router over the host's routes; tests pass a memory router. */
  router?: RouterProviderProps['router'];
}

/**
 * Theme (applied to <html> under the key 'theme', as the inline init script in index.html does before first paint),
 * the one toast region, the Mediakit client, then the routes.
 */
export function App({ client = hostClient, router }: AppProps) {
  return (
    <ThemeProvider root={document.documentElement} storageKey="theme">
      <ToastProvider regionProps={{ className: styles.toastRegion }}>
        <MediakitProvider client={client}>
          <RouterProvider router={router ?? browserRouter()} />
        </MediakitProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
