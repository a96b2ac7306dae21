import {
  isApiError,
  type AuthSession,
  type Credentials,
  type MediakitClient,
  type Registration,
  type User,
} from '@mediakit/api-client';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: User | undefined;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Re-fetches the current user; any failure signs out (the spec clears token and user). */
  restore(): Promise<void>;
  /** Signs in and updates every subscriber; an aborted `signal` leaves the session as it was. */
  signIn(credentials: Credentials, options?: { signal?: AbortSignal }): Promise<User | undefined>;
  /**
   * Creates the account; when the backend's answer signs the person in, the session follows (like `signIn`) and the
   * user is returned, otherwise `undefined` (they sign in next).
   */
  signUp(registration: Registration, options?: { signal?: AbortSignal }): Promise<User | undefined>;
  signOut(): Promise<void>;
}

/** Where the last known user is kept so a reload can show it at once while it is re-fetched (spec key `user`). */
export const storedUserKey = 'user';

function readStoredUser(): User | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(storedUserKey);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' && 'role' in parsed ? (parsed as User) : undefined;
  } catch {
    return undefined;
  }
}

function writeStoredUser(user: User | undefined): void {
  try {
    if (user) globalThis.localStorage?.setItem(storedUserKey, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(storedUserKey);
  } catch {
    // Without storage the session simply is not remembered across reloads.
  }
}

export function createSessionStore(client: MediakitClient): SessionStore {
  const listeners = new Set<() => void>();
  let state: SessionState = { status: 'loading', user: readStoredUser() };
  let restoring: Promise<void> | undefined;

  const update = (next: SessionState) => {
    state = next;
    writeStoredUser(next.status === 'signed-out' ? undefined : next.user);
    listeners.forEach((listener) => listener());
  };

  /** A session the client now holds: its user (fetched when the answer had none) becomes everyone's. */
  const adopt = async (session: AuthSession, signal?: AbortSignal) => {
    const user = session.user ?? (await client.user.me({ signal }));
    update({ status: 'signed-in', user });
    return user;
  };

  const restore = () => {
    restoring ??= client.user
      .me()
      .then(
        (user) => update({ status: 'signed-in', user }),
        () => update({ status: 'signed-out', user: undefined }),
      )
      .finally(() => {
        restoring = undefined;
      });
    return restoring;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore,
    async signIn(credentials, { signal } = {}) {
      return adopt(await client.auth.login(credentials, { signal }), signal);
    },
    async signUp(registration, { signal } = {}) {
      const session = await client.auth.register(registration, { signal });
      return session ? adopt(session, signal) : undefined;
    },
    async signOut() {
      try {
        await client.auth.logout();
      } catch (error) {
        // The client clears the stored token whatever the server says; only a programming error is worth surfacing.
        if (!isApiError(error)) throw error;
      } finally {
        update({ status: 'signed-out', user: undefined });
      }
    },
  };
}
