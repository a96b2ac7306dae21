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

/** The main client's operations (session, tools, credits): the part of the contract table a tool ships. */
export const clientOperations = {
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
  'chat.send': { method: 'POST', path: '/api/v1/chat', body: 'json' },
  'tts.speak': { method: 'POST', path: '/api/v1/tts', body: 'json', idempotent: true },
  'avatar.generate': { method: 'POST', path: '/api/v1/avatar', body: 'json', idempotent: true },
  'productVideo.generate': { method: 'POST', path: '/api/v1/api/video/generate', body: 'multipart', idempotent: true },
  'imageToVideo.start': { method: 'POST', path: '/ai/video/generate', body: 'multipart', idempotent: true },
  'imageToVideo.status': {
    method: 'GET',
    path: '/ai/video/status/{taskId}',
    body: 'none',
    poll: { everyMs: 5000 },
  },
  'backgroundRemoval.remove': { method: 'POST', path: '/ai/bg/remove', body: 'multipart', idempotent: true },
  'ocr.extract': { method: 'POST', path: '/api/image/text', body: 'multipart', idempotent: true },
  'imageGeneration.generate': { method: 'POST', path: '/ai/image/generate', body: 'json', idempotent: true },
  'mystic.start': { method: 'POST', path: '/ai/mystic/generate', body: 'json', idempotent: true },
  'mystic.status': {
    method: 'GET',
    path: '/ai/mystic/status/{taskId}',
    body: 'none',
    poll: { everyMs: 2500, slowerWhile: { AWAITING_ASSET: 3500 }, limitMs: 5 * 60_000 },
  },
  'imageEdit.start': {
    method: 'POST',
    path: '/api/ai/edit',
    body: 'json-or-multipart',
    timeoutMs: 120_000,
    idempotent: true,
  },
  'imageEdit.status': { method: 'GET', path: '/api/ai/edit-status', body: 'none', poll: { everyMs: 3000 } },
  'enhance.start': { method: 'POST', path: '/ai/enhance', body: 'multipart', idempotent: true },
  'enhance.status': { method: 'GET', path: '/ai/enhance/status', body: 'none', poll: { everyMs: 2200 } },
  'style.start': { method: 'POST', path: '/ai/style', body: 'multipart', idempotent: true },
  'style.status': { method: 'GET', path: '/ai/style/status', body: 'none', poll: { everyMs: 2200 } },
  'noMaskEdit.edit': {
    method: 'POST',
    path: '/api/openai/image-edit-simple',
    body: 'multipart',
    timeoutMs: 180_000,
    idempotent: true,
  },
  'stabilityEdit.edit': { method: 'POST', path: '/api/stability/single', body: 'multipart', idempotent: true },
  'videoUpscale.start': { method: 'POST', path: '/api/video/upscale', body: 'multipart', idempotent: true },
  'videoUpscale.status': {
    method: 'GET',
    path: '/api/video/upscale/status',
    body: 'none',
    poll: { everyMs: 3000 },
  },
  'jobs.cancel': jobsCancelOperation,
} as const satisfies Record<string, OperationContract>;
