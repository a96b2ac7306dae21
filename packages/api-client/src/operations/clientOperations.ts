import type { OperationContract } from './operationContract';

/**
 * A tool's Cancel and the console's job list: stops a job that has not ended and refunds it once. Its own constant so
 * that the console entry, which shares it, does not carry the rest of this table.
 */
export const jobsCancelOperation = {
  method: 'POST',
  path: '/api/v1/jobs/{taskId}/cancel',
  body: 'none',
} as const satisfies OperationContract;

/** The calls of the session, the account, credits, checkout and chat: what every client needs besides its tool. */
export const sessionOperations = {
  'auth.csrfCookie': { method: 'GET', path: '/sanctum/csrf-cookie', body: 'none', public: true },
  'auth.login': { method: 'POST', path: '/api/v1/login', body: 'json', public: true },
  'auth.loginWithGoogle': { method: 'POST', path: '/api/v1/auth/google', body: 'json', public: true },
  'auth.register': { method: 'POST', path: '/api/v1/register', body: 'json', public: true },
  'auth.logout': { method: 'POST', path: '/api/v1/logout', body: 'none' },
  'auth.forgotPassword': { method: 'POST', path: '/api/v1/forgot-password', body: 'json', public: true },
  'auth.resetPassword': { method: 'POST', path: '/api/v1/reset-password', body: 'json', public: true },
  'newsletter.subscribe': { method: 'POST', path: '/api/v1/newsletter', body: 'json', public: true },
  'user.me': { method: 'GET', path: '/api/v1/user', body: 'none' },
  'user.updateProfile': { method: 'PATCH', path: '/api/v1/user', body: 'json' },
  'user.uploadAvatar': { method: 'POST', path: '/api/v1/user/avatar', body: 'multipart' },
  /** The credits refresh's second candidate (its first is `user.me`'s path). */
  'credits.fetchBalance': { method: 'GET', path: '/api/user', body: 'none' },
  'billing.checkout': { method: 'POST', path: '/api/v1/billing/checkout', body: 'json' },
  /** Which engine answers each tool and what it does: one line in every paid tool's form, before anyone pays. */
  'engines.list': { method: 'GET', path: '/api/v1/engines', body: 'none' },
  'chat.send': { method: 'POST', path: '/api/v1/chat', body: 'json' },
} as const satisfies Record<string, OperationContract>;
