import type { MediakitClient } from '@mediakit/api-client';
import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { InjectedClientContext } from './connection';
import './global.css';
import { routes } from './routes';

export interface AppProps {
  /** Defaults to the host's client (the real API, or the in-memory fake in demo mode), loaded on demand. */
  client?: MediakitClient;
  /**
   * The router around the routes; defaults to a browser router. Tests pass a <MemoryRouter>:
   * `router={(routes) => <MemoryRouter initialEntries={['/pricing']}>{routes}</MemoryRouter>}`.
   */
  router?: (routes: ReactNode) => ReactNode;
}

function Routes() {
  return useRoutes(routes);
}

/**
 * The routes. The theme is on <html> before the first paint (index.html's init script); ui's ThemeProvider, the API
 * client, the tools' runtime and the toast region load with the first page that needs them (./layout/ConnectedRoot).
 */
export function App({ client, router = (children) => <BrowserRouter>{children}</BrowserRouter> }: AppProps) {
  return <InjectedClientContext.Provider value={client}>{router(<Routes />)}</InjectedClientContext.Provider>;
}
