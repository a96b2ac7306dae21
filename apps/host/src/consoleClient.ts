import { createMediakitConsoleClient, type MediakitConsoleClient } from '@mediakit/api-client/console';
import { baseUrl, client, isDemo } from './client';
import { rememberedTokenStore } from './rememberedTokenStore';

/**
 * The console screens' client (usage, billing, projects, account, admin tables), loaded with the signed-in areas only.
 * It shares the main client's token store, so both act as one session; in demo mode the fake is both clients.
 */
export const consoleClient: MediakitConsoleClient = isDemo
  ? (client as unknown as MediakitConsoleClient)
  : createMediakitConsoleClient({ baseUrl, tokenStore: rememberedTokenStore });
