import { sendFakeEmail } from '../notifications';
import { isBlobLike } from '../../http/isBlobLike';
import type { FakeRoute } from '../fakeBackendTypes';
import { publicUser, type FakeAccount } from '../seed';
import { mergeNotifications } from './accountSettingsRoutes';
import { fakeDashboard, fakeUsageSummary } from '../usage';

const invalidCredentials = { status: 401, body: { message: 'Invalid credentials' } };

const sameEmail = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.toLowerCase();

const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** The server's 422 for a missing or malformed e-mail. */
const emailRefused = (value: unknown) => ({
  status: 422,
  body: {
    message:
      typeof value === 'string' && value.trim() !== ''
        ? 'The email must be a valid email address.'
        : 'The email field is required.',
  },
});

const resetRequestAnswer =
  'If an account exists for this e-mail, we have sent it a link to reset the password. Check your inbox.';
const resetLinkInvalid = 'This reset link is invalid or has expired. Ask for a new one.';

/** The user answer of the account, as `{ data }`. */
const userAnswer = (account: FakeAccount) => ({ body: { data: publicUser(account) } });

export const accountRoutes: FakeRoute[] = [
  { operation: 'auth.csrfCookie', handle: () => ({ status: 204 }) },
  {
    operation: 'auth.login',
    handle: ({ json }, { state, signIn }) => {
      const account = state.accounts.find((candidate) => sameEmail(json.email, candidate.email));
      if (!account || json.password !== account.password) return invalidCredentials;
      return { body: { token: signIn(account), user: publicUser(account) } };
    },
  },
  {
    operation: 'auth.loginWithGoogle',
    // The fake has no identity service: any credential is the demo user's Google account.
    handle: ({ json }, { state, signIn }) => {
      const account = state.accounts[0];
      if (!json.credential || !account) return { status: 422, body: { error: 'Missing Google credential' } };
      return { body: { access_token: signIn(account), data: publicUser(account) } };
    },
  },
  {
    operation: 'auth.register',
    handle: ({ json }, { state, signIn }) => {
      const { username, email, password } = json;
      if (typeof email !== 'string' || typeof username !== 'string' || typeof password !== 'string' || !password) {
        return { status: 422, body: { error: 'Username, email and password are required.' } };
      }
      if (state.accounts.some((account) => sameEmail(email, account.email))) {
        return { status: 422, body: { error: 'The email has already been taken.' } };
      }
      const account: FakeAccount = {
        id: Math.max(0, ...state.accounts.map((existing) => existing.id)) + 1,
        name: username,
        username,
        email: email.trim(),
        password,
        role: 'user',
        // The Starter plan's credits.
        credits: 50,
        credits_spent_this_month: 0,
        plan: { name: 'free', credits_per_month: 50 },
      };
      state.accounts.push(account);
      return {
        status: 201,
        body: { message: 'Account created successfully!', token: signIn(account), user: publicUser(account) },
      };
    },
  },
  {
    operation: 'auth.forgotPassword',
    // As the server: the same answer whether or not the account exists; a known one gets a reset link.
    handle: ({ json }, { state, newId }) => {
      if (!isEmail(json.email)) return emailRefused(json.email);
      const account = state.accounts.find((candidate) => sameEmail(json.email, candidate.email));
      if (account) {
        const token = newId('reset');
        state.passwordResets.set(token, account.id);
        // host-bell: the development outbox shows the e-mail, as the server's does.
        sendFakeEmail(state, {
          to: account.email,
          subject: 'Reset your Mediakit password',
          kind: 'password-reset',
          text: `Hello ${account.name},\n\nTo choose a new password, open this link within an hour:\n\n/reset-password?token=${token}\n\nMediakit`,
        });
      }
      return { body: { message: resetRequestAnswer } };
    },
  },
  {
    operation: 'auth.resetPassword',
    handle: ({ json }, { state }) => {
      const { token, password } = json;
      const accountId = typeof token === 'string' ? state.passwordResets.get(token) : undefined;
      const account = state.accounts.find((candidate) => candidate.id === accountId);
      if (!account) return { status: 422, body: { message: resetLinkInvalid } };
      if (typeof password !== 'string' || password.length < 8) {
        return { status: 422, body: { message: 'The password must be at least 8 characters.' } };
      }
      account.password = password;
      state.passwordResets.delete(token as string);
      // Every session of the account ends, as on the server.
      for (const [sessionToken, id] of state.sessions) if (id === account.id) state.sessions.delete(sessionToken);
      return { body: { message: 'Your password has been reset. You can sign in with the new one.' } };
    },
  },
  {
    operation: 'newsletter.subscribe',
    handle: ({ json }, { state }) => {
      if (!isEmail(json.email)) return emailRefused(json.email);
      state.subscribers.add(json.email.trim().toLowerCase());
      return { body: { message: 'Thanks for subscribing!' } };
    },
  },
  {
    operation: 'auth.logout',
    handle: ({ token }, { state }) => {
      if (token) state.sessions.delete(token);
      return { status: 204 };
    },
  },
  { operation: 'user.me', handle: ({ account }) => userAnswer(account) },
  { operation: 'credits.fetchBalance', handle: ({ account }) => ({ body: publicUser(account) }) },
  {
    operation: 'user.updateProfile',
    handle: ({ json, account }, { state }) => {
      const { name, username, email } = json;
      if ('email' in json) {
        if (typeof email !== 'string' || !email.includes('@')) {
          return { status: 422, body: { details: 'The email must be a valid email address.' } };
        }
        if (state.accounts.some((other) => other !== account && sameEmail(email, other.email))) {
          return { status: 422, body: { details: 'The email has already been taken.' } };
        }
      }
      // console-c: the profile's own fields and the notification toggles
      for (const field of ['company', 'phone', 'bio'] as const) {
        if (typeof json[field] === 'string') account[field] = json[field].trim();
      }
      if ('notifications' in json) {
        const refused = mergeNotifications(account, json.notifications);
        if (refused) return refused;
      }
      if (typeof name === 'string') account.name = name;
      if (typeof username === 'string') account.username = username;
      if (typeof email === 'string') account.email = email.trim();
      return { body: { user: publicUser(account) } };
    },
  },
  {
    operation: 'user.uploadAvatar',
    handle: ({ form, account }, { newId, uploadUrl }) => {
      const file = form?.get('avatar');
      if (!isBlobLike(file)) return { status: 422, body: { details: 'Please select an image.' } };
      account.images = uploadUrl(newId('avatar'), file);
      return userAnswer(account);
    },
  },
  {
    operation: 'chat.send',
    handle: ({ json }, { chatReply }) => ({ body: { reply: chatReply(String(json.prompt ?? '')) } }),
  },
  { operation: 'engines.list', handle: (_request, { state }) => ({ body: { data: state.engines } }) },
  // tool-usage: figures shaped like the reference server's (fake/usage.ts).
  { operation: 'usage.summary', handle: ({ account }, { state }) => ({ body: fakeUsageSummary(state, account) }) },
  { operation: 'usage.dashboard', handle: ({ account }, { state }) => ({ body: fakeDashboard(state, account) }) },
];
