import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { createFakeMediakitClient, type FakeScenario } from '@mediakit/api-client/fake';
import { countRequests, loadFailureCases } from '@mediakit/test-support';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiKeysMessages as text } from './messages';
import { useApiKeys } from './useApiKeys';

const ready = async (client = createFakeMediakitClient()) => {
  const hook = renderHook(() => useApiKeys({ client }));
  await waitFor(() => expect(hook.result.current.keys.status).toBe('ready'));
  return { client, ...hook };
};

describe('useApiKeys', () => {
  it('loads the keys with their masked values, never a secret', async () => {
    const { result } = await ready();
    expect(result.current.keys.data?.map((key) => [key.label, key.maskedValue])).toEqual([
      ['Production', 'mk_live_••••3f9a'],
      ['Staging', 'mk_test_••••81c2'],
    ]);
  });

  it('refuses a blank label before any request', async () => {
    const { result, client } = await ready();
    act(() => result.current.setLabel('   '));
    await act(() => result.current.create());
    expect(result.current.labelError).toBe(text.labelRequired);
    expect(countRequests(client, 'apiKeys.create')).toBe(0);
    act(() => result.current.setLabel('CI'));
    expect(result.current.labelError).toBeUndefined();
  });

  it('refuses a label longer than the server keeps (80 characters)', async () => {
    const { result, client } = await ready();
    act(() => result.current.setLabel('x'.repeat(81)));
    await act(() => result.current.create());
    expect(result.current.labelError).toBe('The label must be at most 80 characters.');
    expect(countRequests(client, 'apiKeys.create')).toBe(0);
    act(() => result.current.setLabel('x'.repeat(80)));
    await act(() => result.current.create());
    expect(result.current.labelError).toBeUndefined();
    expect(countRequests(client, 'apiKeys.create')).toBe(1);
  });

  it('creates a key: the secret once, the list shows it masked, the label empties', async () => {
    const onCreate = vi.fn();
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useApiKeys({ client, onCreate }));
    await waitFor(() => expect(result.current.keys.status).toBe('ready'));
    act(() => result.current.setLabel('  CI runner  '));
    await act(() => result.current.create());
    const created = result.current.created;
    expect(created?.label).toBe('CI runner');
    expect(created?.secret).toMatch(/^mk_live_/);
    expect(result.current.label).toBe('');
    const listed = result.current.keys.data?.[0];
    expect(listed?.label).toBe('CI runner');
    expect(listed).not.toHaveProperty('secret');
    expect(JSON.stringify(result.current.keys.data)).not.toContain(created?.secret);
    expect(onCreate).toHaveBeenCalledWith(listed);
    act(() => result.current.dismissCreated());
    expect(result.current.created).toBeUndefined();
  });

  it("shows the server's 422 words under the label", async () => {
    const client = createFakeMediakitClient({ scenarios: { 'apiKeys.create': 'invalid-input' } });
    const { result } = await ready(client);
    act(() => result.current.setLabel('CI'));
    await act(() => result.current.create());
    expect(result.current.labelError).toBe('The prompt field is required.');
    expect(result.current.created).toBeUndefined();
  });

  it.each<[FakeScenario, string]>([
    ['unauthenticated', text.unauthenticated],
    ['server-error', text.serverError],
    ['network-error', text.network],
  ])('says why a create failed (%s) and keeps the label', async (scenario, message) => {
    const client = createFakeMediakitClient({ scenarios: { 'apiKeys.create': scenario } });
    const { result } = await ready(client);
    act(() => result.current.setLabel('CI'));
    await act(() => result.current.create());
    expect(result.current.createError).toBe(message);
    expect(result.current.label).toBe('CI');
    expect(result.current.isCreating).toBe(false);
  });

  it.each(
    loadFailureCases({
      unauthenticated: 'Your session has ended. Sign in again to manage your API keys.',
      forbidden: 'Your account may not manage API keys.',
    }),
  )('turns a failed load (%s) into its message, and Retry loads again', async (scenario, message) => {
    const client = createFakeMediakitClient({ scenarios: { 'apiKeys.list': scenario } });
    const { result } = renderHook(() => useApiKeys({ client }));
    await waitFor(() => expect(result.current.loadError).toBe(message));
    client.fake.setScenario('success', 'apiKeys.list');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.keys.status).toBe('ready'));
    expect(result.current.loadError).toBeUndefined();
    expect(result.current.keys.data).toHaveLength(2);
  });

  it('revokes a key: gone from the list, with a notice', async () => {
    const onRevoke = vi.fn();
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useApiKeys({ client, onRevoke }));
    await waitFor(() => expect(result.current.keys.status).toBe('ready'));
    const production = result.current.keys.data![0]!;
    let revoked: boolean | undefined;
    await act(async () => {
      revoked = await result.current.revoke(production);
    });
    expect(revoked).toBe(true);
    expect(result.current.keys.data?.map((key) => key.label)).toEqual(['Staging']);
    expect(result.current.notice).toBe('Key “Production” revoked.');
    expect(onRevoke).toHaveBeenCalledWith(production);
    expect((await client.apiKeys.list()).map((key) => key.label)).toEqual(['Staging']);
  });

  it('keeps a key whose revocation failed, and says why', async () => {
    const client = createFakeMediakitClient({ scenarios: { 'apiKeys.revoke': 'server-error' } });
    const { result } = await ready(client);
    let revoked: boolean | undefined;
    await act(async () => {
      revoked = await result.current.revoke(result.current.keys.data![0]!);
    });
    expect(revoked).toBe(false);
    expect(result.current.revokeError).toBe(text.serverError);
    expect(result.current.keys.data).toHaveLength(2);
    expect(result.current.revokingId).toBeUndefined();
  });

  it('reloads the list when the key was already gone (404)', async () => {
    const client = createFakeMediakitClient();
    const { result } = await ready(client);
    const production = result.current.keys.data![0]!;
    await client.apiKeys.revoke(production.id);
    await act(() => result.current.revoke(production));
    expect(result.current.revokeError).toBe(text.notFound);
    await waitFor(() => expect(result.current.keys.data?.map((key) => key.label)).toEqual(['Staging']));
  });

  it('aborts a create on unmount and changes no state after it', async () => {
    const signals: AbortSignal[] = [];
    const fake = createFakeMediakitClient();
    const client: MediakitConsoleClient = {
      ...fake,
      apiKeys: {
        ...fake.apiKeys,
        create: (_input, options) => {
          if (options?.signal) signals.push(options.signal);
          return new Promise(() => {});
        },
      },
    };
    const errors = vi.spyOn(console, 'error');
    const { result, unmount } = await ready(client as typeof fake);
    act(() => result.current.setLabel('CI'));
    act(() => {
      void result.current.create();
    });
    expect(result.current.isCreating).toBe(true);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});
