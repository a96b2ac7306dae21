import { useContext } from 'react';
import { client as hostClient } from '../client';
import { InjectedClientContext } from '../connection';

/**
 * The client every connected part uses: the one given to <App>, else the host's. Apart from ConnectedRoot so that
 * the header's session check on a public page loads the client alone, not the signed-in area's providers.
 */
export function useHostClient() {
  return useContext(InjectedClientContext) ?? hostClient;
}
