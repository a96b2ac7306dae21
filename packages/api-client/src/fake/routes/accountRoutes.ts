import { operationCost } from '../../costs/operationCosts';
import { isBlobLike } from '../../http/isBlobLike';
import type { FakeRoute } from '../fakeBackendTypes';

const invalidCredentials = { status: 401, body: { message: 'Invalid credentials' } };

export const accountRoutes: FakeRoute[] = [
  {
    operation: 'auth.csrfCookie',
    method: 'GET',
    pattern: /^\/sanctum\/csrf-cookie$/,
    public: true,
    handle: () => ({ status: 204 }),
  },
  {
    operation: 'auth.login',
    method: 'POST',
    pattern: /^\/api\/v1\/login$/,
    public: true,
    handle: ({ json }, { state, token }) =>
      json.email === state.user.email && json.password ? { body: { token, user: state.user } } : invalidCredentials,
  },
  {
    operation: 'auth.loginWithGoogle',
    method: 'POST',
    pattern: /^\/api\/v1\/auth\/google$/,
    public: true,
    handle: ({ json }, { state, token }) =>
      json.credential
        ? { body: { access_token: token, data: state.user } }
        : { status: 422, body: { error: 'Missing Google credential' } },
  },
  {
    operation: 'auth.register',
    method: 'POST',
    pattern: /^\/api\/v1\/register$/,
    public: true,
    handle: ({ json }, { state, token }) => {
      if (typeof json.email !== 'string' || typeof json.username !== 'string' || !json.password) {
        return { status: 422, body: { error: 'Username, email and password are required.' } };
      }
      state.user = { ...state.user, email: json.email, username: json.username, name: json.username };
      return { status: 201, body: { message: 'Account created successfully!', token, user: state.user } };
    },
  },
  { operation: 'auth.logout', method: 'POST', pattern: /^\/api\/v1\/logout$/, handle: () => ({ status: 204 }) },
  // Both user paths answer, so the credits refresh finds the balance on its first or second candidate.
  {
    operation: 'user.me',
    method: 'GET',
    pattern: /^\/api(?:\/v1)?\/user$/,
    handle: (_, { state }) => ({ body: { data: state.user } }),
  },
  {
    operation: 'user.updateProfile',
    method: 'PATCH',
    pattern: /^\/api\/v1\/user$/,
    handle: ({ json }, { state }) => {
      if ('email' in json && (typeof json.email !== 'string' || !json.email.includes('@'))) {
        return { status: 422, body: { details: 'The email must be a valid email address.' } };
      }
      const { name, username, email } = json as Partial<Record<'name' | 'username' | 'email', string>>;
      state.user = {
        ...state.user,
        ...(name !== undefined && { name }),
        ...(username !== undefined && { username }),
        ...(email !== undefined && { email }),
      };
      return { body: { user: state.user } };
    },
  },
  {
    operation: 'user.uploadAvatar',
    method: 'POST',
    pattern: /^\/api\/v1\/user\/avatar$/,
    handle: ({ form }, { state, newId }) => {
      if (!isBlobLike(form?.get('avatar'))) return { status: 422, body: { details: 'Please select an image.' } };
      state.user = { ...state.user, images: `${newId('avatar')}.png` };
      return { body: { data: state.user } };
    },
  },
  {
    operation: 'chat.send',
    method: 'POST',
    pattern: /^\/api\/v1\/chat$/,
    handle: ({ json }, { chatReply }) => ({ body: { reply: chatReply(String(json.prompt ?? '')) } }),
  },
  {
    operation: 'tts.speak',
    method: 'POST',
    pattern: /^\/api\/v1\/tts$/,
    // Speech costs the default feature price, like every generation; a short balance is the same 402.
    handle: (_, { charge, mediaUrl, newId, state }) =>
      charge(operationCost('tts', {})) ?? {
        body: { url: mediaUrl('audio', newId('speech')), credits: state.user.credits },
      },
  },
  {
    operation: 'credits.topUp',
    method: 'POST',
    pattern: /^\/api\/v1\/credits\/top-up$/,
    handle: ({ json }, { state }) => {
      const amount = json.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
        return { status: 422, body: { details: 'The amount must be a positive whole number.' } };
      }
      state.user = { ...state.user, credits: state.user.credits + amount };
      return { body: { credits: state.user.credits, plan: state.user.plan } };
    },
  },
  {
    operation: 'usage.summary',
    method: 'GET',
    pattern: /^\/api\/v1\/usage$/,
    handle: (_, { state }) => {
      const cap = state.user.credit_cap ?? state.user.plan.credits_per_month;
      return {
        body: {
          plan: state.user.plan.name,
          renews_at: '2025-12-01',
          credits: { used: Math.max(0, cap - state.user.credits), total: cap },
          storage_gb: { used: 18.3, total: 50 },
          renders: { used: 1208, total: 2000 },
          api_minutes: { used: 214, total: 400 },
          history: Array.from({ length: 12 }, (_, index) => ({
            period: `2025-${String(index + 1).padStart(2, '0')}`,
            credits: 20 + ((index * 17) % 45),
          })),
        },
      };
    },
  },
  {
    operation: 'usage.dashboard',
    method: 'GET',
    pattern: /^\/api\/v1\/dashboard$/,
    handle: (_, { state }) => ({
      body: {
        projects: 24,
        renders: 1208,
        credits: state.user.credits,
        uptime: 99.9,
        recent_activity: [
          { id: 'job-1', model: 'Mystic', status: 'Completed', tokens: 1200, time: '2 min ago' },
          { id: 'job-2', model: 'Kling 1.0 Pro', status: 'Running', tokens: 5400, time: '8 min ago' },
          { id: 'job-3', model: 'Upscale 4K', status: 'Queued', tokens: 0, time: '12 min ago' },
        ],
      },
    }),
  },
];
