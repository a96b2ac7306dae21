import { createMediakitClient, createMemoryTokenStore } from '@mediakit/api-client';
import { createMediakitConsoleClient } from '@mediakit/api-client/console';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlanName } from '../accounts/plans';
import type { Role } from '../accounts/roles';
import { newId } from '../accounts/secrets';
import { openSession } from '../accounts/sessions';
import { createAccount } from '../accounts/users';
import { loadConfig } from '../config';
import type { Engines } from '../engines/engine';
import { startServer, type RunningServer } from '../server';
import { templateDataDir } from './templateDataDir';

export interface TestServer extends RunningServer {
  url: string;
  /** A new account signed in (made directly in the database: any plan, role, balance), with its bearer token. */
  account(options?: {
    plan?: PlanName;
    role?: Role;
    credits?: number;
    email?: string;
    password?: string;
  }): Promise<TestAccount>;
  /** An HTTP call with an optional bearer token; JSON bodies are encoded. */
  call(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  token: string;
  /** The main and console clients signed in as this account. */
  client: ReturnType<typeof clientAt>;
}

export function clientAt(baseUrl: string, token: string | null, limits: { timeoutMs?: number } = {}) {
  const options = { baseUrl, tokenStore: createMemoryTokenStore(token), onCreditsChange: () => undefined, ...limits };
  return { ...createMediakitClient(options), ...createMediakitConsoleClient(options) };
}

/** A real server on a free port, on a copy of the migrated template database, with its own media folder. */
export async function startTestServer(
  options: { engines?: Engines; env?: Record<string, string>; databaseUrl?: string } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mediakit-server-test-'));
  if (!options.databaseUrl) await cp(join(templateDataDir, 'db'), join(dataDir, 'db'), { recursive: true });
  const config = loadConfig({
    MEDIAKIT_DATA_DIR: dataDir,
    PORT: '0',
    MEDIAKIT_SEED_DEMO: '0',
    MEDIAKIT_RATE_LIMITS: '0',
    MEDIAKIT_LOG_LEVEL: 'silent',
    MEDIAKIT_SECRET: 'test-secret-test-secret-test-secret!',
    MEDIAKIT_FFMPEG_PRESET: 'ultrafast',
    // Tests about jobs, not pixels: classical matting and Lanczos (the models have their own tests).
    MEDIAKIT_LOCAL_MODELS: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const server = await startServer(config, options.engines ? { engines: options.engines } : {});
  const url = server.url!;
  let accounts = 0;
  return {
    ...server,
    url,
    async stop() {
      try {
        await server.stop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    async account({ plan = 'pro', role = 'user', credits = 100, email, password = 'correct horse battery' } = {}) {
      accounts += 1;
      const address = email ?? `user${accounts}-${newId('x').slice(2, 8).toLowerCase()}@example.com`;
      const user = await server.services.db.transaction((tx) =>
        createAccount(tx, { email: address, username: address.split('@')[0]!, password, plan, role, credits }),
      );
      const token = await openSession(server.services.db, user.id, 3_600_000);
      return { id: user.id, email: address, password, token, client: clientAt(url, token) };
    },
    call(path, { token, json, headers, ...init } = {}) {
      return fetch(url + path, {
        ...init,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        ...(json !== undefined ? { body: JSON.stringify(json), method: init.method ?? 'POST' } : {}),
      });
    },
  };
}

export const fixturesDir = new URL('../../../../packages/api-client/src/contract/fixtures/', import.meta.url).pathname;
