import { isBlobLike } from '../../http/isBlobLike';
import type { FakeReply } from '../scenarios';
import type { FakeRoute, FakeState } from '../fakeBackendTypes';
import { paginate } from '../paginate';
import type { FakeAccount } from '../seed';

// console-c: the account screen's settings, answering like the reference server (apps/server accountSettingsRoutes).

const notificationKeys = ['emailProduct', 'emailBilling', 'emailSecurity'] as const;

/** Applies the toggles given (booleans only, as the server's schema says); a 422 for anything else. */
export function mergeNotifications(account: FakeAccount, value: unknown): FakeReply | undefined {
  const given = (value ?? {}) as Record<string, unknown>;
  if (typeof value !== 'object' || Object.values(given).some((flag) => typeof flag !== 'boolean')) {
    return { status: 422, body: { details: 'The notifications must be true or false.' } };
  }
  const current = account.notifications ?? { emailProduct: true, emailBilling: true, emailSecurity: true };
  account.notifications = { ...current };
  for (const key of notificationKeys) if (typeof given[key] === 'boolean') account.notifications[key] = given[key];
  return undefined;
}

interface FakeActivity {
  id: string;
  kind: string;
  detail: string;
  created_at: string;
}

const activities = new WeakMap<FakeState, Map<number, FakeActivity[]>>();

/** The account's activity, newest first (a seeded history, plus what the fake's account calls do). */
export function activityOf(state: FakeState, account: FakeAccount): FakeActivity[] {
  let byAccount = activities.get(state);
  if (!byAccount) activities.set(state, (byAccount = new Map()));
  let list = byAccount.get(account.id);
  if (!list) {
    const kinds: [string, string][] = [
      ['sign-in', 'Signed in'],
      ['job', 'Text to Image finished'],
      ['api-key', 'API key "Production" created'],
      ['job', 'Image to Video failed: its credits came back'],
      ['billing', 'Plan changed to Pro'],
      ['profile', 'Profile updated'],
      ['security', 'Password changed'],
    ];
    list = Array.from({ length: 24 }, (_, index) => {
      const [kind, detail] = kinds[index % kinds.length]!;
      return {
        id: `activity-${account.id}-${24 - index}`,
        kind,
        detail,
        created_at: new Date(Date.UTC(2025, 5, 30, 12) - index * 5 * 3_600_000).toISOString(),
      };
    });
    byAccount.set(account.id, list);
  }
  return list;
}

function record(state: FakeState, account: FakeAccount, kind: string, detail: string) {
  const list = activityOf(state, account);
  list.unshift({
    id: `activity-${account.id}-${Date.now()}-${list.length}`,
    kind,
    detail,
    created_at: new Date().toISOString(),
  });
}

const userAnswer = (account: FakeAccount) => {
  const { password: _password, ...user } = account;
  return { body: { data: user } };
};

export const accountSettingsRoutes: FakeRoute[] = [
  {
    operation: 'user.uploadCover',
    handle: ({ form, account }, { newId, uploadUrl }) => {
      const file = form?.get('cover');
      if (!isBlobLike(file)) return { status: 422, body: { details: 'Please select an image.' } };
      if (!file.type.startsWith('image/')) return { status: 415, body: { message: 'Please select an image.' } };
      if (file.size > 10 * 1024 * 1024) return { status: 413, body: { message: 'The image must be at most 10 MB.' } };
      account.cover = uploadUrl(newId('cover'), file);
      return userAnswer(account);
    },
  },
  {
    operation: 'user.changePassword',
    handle: ({ json, account }, { state }) => {
      if (typeof json.current_password !== 'string' || !json.current_password) {
        return { status: 422, body: { details: 'The current password is required.' } };
      }
      if (typeof json.password !== 'string' || !json.password) {
        return { status: 422, body: { details: 'The new password is required.' } };
      }
      if (json.password.length < 8) {
        return { status: 422, body: { details: 'The password must be at least 8 characters.' } };
      }
      if (json.current_password !== account.password) {
        return { status: 422, body: { details: 'The current password is incorrect.' } };
      }
      account.password = json.password;
      record(state, account, 'security', 'Password changed');
      return { body: { message: 'Password changed. Other sessions were signed out.' } };
    },
  },
  {
    operation: 'user.activity',
    handle: ({ query, account }, { state }) => {
      const kind = query.get('kind');
      const list = activityOf(state, account).filter((entry) => !kind || entry.kind === kind);
      return { body: paginate(list, query, 20) };
    },
  },
  {
    operation: 'user.deleteAccount',
    handle: ({ json, account, token }, { state }) => {
      if (typeof json.password !== 'string' || !json.password) {
        return { status: 422, body: { details: 'Enter your password to delete the account.' } };
      }
      if (json.password !== account.password) return { status: 422, body: { details: 'The password is incorrect.' } };
      state.accounts = state.accounts.filter((candidate) => candidate !== account);
      state.libraries.delete(account.id);
      for (const [session, id] of state.sessions)
        if (id === account.id || session === token) state.sessions.delete(session);
      return { status: 204 };
    },
  },
];
