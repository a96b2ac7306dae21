import { avatarOperations } from '../tools/avatar';
import { backgroundRemovalOperations } from '../tools/backgroundComposer';
import { imageEditOperations } from '../tools/imageEditor';
import { imageGenerationOperations, mysticOperations } from '../tools/imageGenerator';
import { enhanceOperations, styleOperations } from '../tools/imageStudio';
import { imageToVideoOperations } from '../tools/imageToVideo';
import { noMaskEditOperations } from '../tools/noMaskEdit';
import { ocrOperations } from '../tools/ocr';
import { productVideoOperations } from '../tools/productVideo';
import { stabilityEditOperations } from '../tools/stabilityEdit';
import { ttsOperations } from '../tools/textToSpeech';
import { videoUpscaleOperations } from '../tools/videoUpscaler';
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

/**
 * The main client's operations (session, tools, credits): the part of the contract table a tool ships. The paid
 * tools' calls come from their definitions (`src/tools`).
 */
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
  /** Which engine answers each tool and what it does: one line in every paid tool's form, before anyone pays. */
  'engines.list': { method: 'GET', path: '/api/v1/engines', body: 'none' },
  'chat.send': { method: 'POST', path: '/api/v1/chat', body: 'json' },
  'tts.speak': ttsOperations.speak,
  'avatar.generate': avatarOperations.generate,
  'productVideo.generate': productVideoOperations.generate,
  'imageToVideo.start': imageToVideoOperations.start,
  'imageToVideo.status': imageToVideoOperations.status,
  'backgroundRemoval.remove': backgroundRemovalOperations.remove,
  'ocr.extract': ocrOperations.extract,
  'imageGeneration.generate': imageGenerationOperations.generate,
  'mystic.start': mysticOperations.start,
  'mystic.status': mysticOperations.status,
  'imageEdit.start': imageEditOperations.start,
  'imageEdit.status': imageEditOperations.status,
  'enhance.start': enhanceOperations.start,
  'enhance.status': enhanceOperations.status,
  'style.start': styleOperations.start,
  'style.status': styleOperations.status,
  'noMaskEdit.edit': noMaskEditOperations.edit,
  'stabilityEdit.edit': stabilityEditOperations.edit,
  'videoUpscale.start': videoUpscaleOperations.start,
  'videoUpscale.status': videoUpscaleOperations.status,
  'jobs.cancel': jobsCancelOperation,
} as const satisfies Record<string, OperationContract>;
