import type { MediakitClient } from '@mediakit/api-client';
import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { MediakitConsoleProvider } from '@mediakit/console-kit';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { InjectedClientContext } from '../connection';
import { consoleClient as hostConsoleClient } from '../consoleClient';
import { consolePages, topBarExtras, type ConsoleOutletContext } from '../layout/TopBarExtras';

// host-bell: the shell's top bar gets its search and bell, and the outbox route its page, from here (TopBarExtras).
const outletContext: ConsoleOutletContext = { topBarExtras, pages: consolePages };

/** A client given to <App> that also has the console resources (the fake has both); else the host's console client. */
function hasConsole(client: MediakitClient | undefined): client is MediakitClient & MediakitConsoleClient {
  return client !== undefined && 'usage' in client && 'admin' in client;
}

/**
 * The console screens' client, beside the tools' (ConnectedRoot): both on one token store, so one session. Loaded
 * lazily by the signed-in areas, so the first load of / lists none of its chunks (issue #20's 90 kB).
 */
export default function ConsoleRoot() {
  const injected = useContext(InjectedClientContext);
  return (
    <MediakitConsoleProvider client={hasConsole(injected) ? injected : hostConsoleClient}>
      <Outlet context={outletContext} />
    </MediakitConsoleProvider>
  );
}
