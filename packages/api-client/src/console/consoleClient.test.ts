import { describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from '../http/tokenStore';
import { createMediakitClient } from '../client';
import { json, recordingFetch } from '../testing/recordingFetch';
import { baseUrl } from '../testing/testClient';
import { createMediakitConsoleClient } from './consoleClient';

describe('createMediakitConsoleClient', () => {
  it('reaches the backend on its own with the given origin, token and 401 handler', async () => {
    const { fetch, requests } = recordingFetch(json({ data: [] }), json({ message: 'Unauthenticated.' }, 401));
    const onUnauthenticated = vi.fn();
    const consoleClient = createMediakitConsoleClient({
      baseUrl: `${baseUrl}/`,
      fetch,
      tokenStore: createMemoryTokenStore('console-token'),
      onUnauthenticated,
    });
    await expect(consoleClient.apiKeys.list()).resolves.toEqual([]);
    expect(requests[0]?.url).toBe(`${baseUrl}/api/v1/api-keys`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer console-token');
    await expect(consoleClient.usage.summary()).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('shares the session of a main client created with the same options', async () => {
    const { fetch, requests } = recordingFetch(
      json({}),
      json({ token: 'fresh', user: { id: 1, email: 'ada@example.com' } }),
      json({ data: [] }),
    );
    const options = { baseUrl, fetch, tokenStore: createMemoryTokenStore() };
    const client = createMediakitClient(options);
    const consoleClient = createMediakitConsoleClient(options);
    await client.auth.login({ email: 'ada@example.com', password: 'secret' });
    await consoleClient.media.list();
    expect(requests[2]?.path).toBe('/api/v1/media');
    expect(requests[2]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('holds the resources the main client leaves out', () => {
    const { fetch } = recordingFetch(json({}));
    const consoleResources = Object.keys(createMediakitConsoleClient({ baseUrl, fetch }));
    expect(consoleResources.sort()).toEqual([
      'account',
      'admin',
      'apiKeys',
      'billing',
      'integrations',
      'jobs',
      'media',
      'notifications',
      'usage',
    ]);
    const mainResources = Object.keys(createMediakitClient({ baseUrl, fetch }));
    expect(mainResources.filter((name) => consoleResources.includes(name))).toEqual([]);
  });
});
