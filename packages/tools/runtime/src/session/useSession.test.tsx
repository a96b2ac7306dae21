import { ApiError, type MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedUserKey } from './sessionStore';
import { useSession } from './useSession';

afterEach(() => localStorage.clear());

describe('useSession', () => {
  it('is loading, then signed in with the fetched user, remembered under the `user` key', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useSession(client));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.user?.role).toBeDefined();
    expect(JSON.parse(localStorage.getItem(storedUserKey) ?? 'null')).toMatchObject({
      role: result.current.user?.role,
    });
  });

  it('signs out and forgets the stored user when the user cannot be fetched', async () => {
    localStorage.setItem(storedUserKey, JSON.stringify({ role: 'user', name: 'Old' }));
    const client = createFakeMediakitClient({ signedIn: false });
    const { result } = renderHook(() => useSession(client));
    expect(result.current.user?.name).toBe('Old');
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.user).toBeUndefined();
    expect(localStorage.getItem(storedUserKey)).toBeNull();
  });

  it('survives a corrupt stored user', async () => {
    localStorage.setItem(storedUserKey, '{oops');
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useSession(client));
    expect(result.current.user).toBeUndefined();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
  });

  it('signs up into the session with the user the answer carries, without fetching it again', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    const { result } = renderHook(() => useSession(client));
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    const me = vi.spyOn(client.user, 'me');
    let user: Awaited<ReturnType<typeof result.current.signUp>>;
    await act(async () => {
      user = await result.current.signUp({ username: 'grace', email: 'grace@example.com', password: 'secret' });
    });
    expect(user).toBeDefined();
    expect(result.current.status).toBe('signed-in');
    expect(result.current.user).toEqual(user);
    expect(me).not.toHaveBeenCalled();
  });

  it('stays signed out when the account is created without signing in', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    const register = vi.fn().mockResolvedValue(undefined);
    // One client for every render: a new object per render would mean a new session store each time.
    const withoutSession: MediakitClient = { ...client, auth: { ...client.auth, register } };
    const { result } = renderHook(() => useSession(withoutSession));
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    let user: unknown = 'not called';
    await act(async () => {
      user = await result.current.signUp({ username: 'ada', email: 'ada@example.com', password: 'secret' });
    });
    expect(register).toHaveBeenCalledOnce();
    expect(user).toBeUndefined();
    expect(result.current.status).toBe('signed-out');
  });

  it('signs out locally even when the logout call fails', async () => {
    const client = createFakeMediakitClient();
    const failing: MediakitClient = {
      ...client,
      auth: { ...client.auth, logout: vi.fn().mockRejectedValue(new ApiError('network', 'down')) },
    };
    const { result } = renderHook(() => useSession(failing));
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await act(() => result.current.signOut());
    expect(result.current.status).toBe('signed-out');
  });
});
