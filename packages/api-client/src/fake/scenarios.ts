/** How a fake call ends. Error scenarios answer like the real backend would (same status and body fields). */
export type FakeScenario =
  | 'success'
  /** 401 */
  | 'unauthenticated'
  /** 402 with `required` and `have` */
  | 'insufficient-credits'
  /** 403 with `allowed`, `requested`, `plan` and `upgrade_hint` */
  | 'forbidden'
  /** 422 with `details` */
  | 'invalid-input'
  /** fetch rejects, as on a CORS or network failure */
  | 'network-error'
  /** 500 with a server message */
  | 'server-error'
  /** 200 with an HTML body instead of JSON */
  | 'malformed'
  /** jobs start fine, then end failed (start operations only; refunds the credits) */
  | 'job-fails';

/** Every operation of the client, named `resource.method` as on MediakitClient. */
export type FakeOperation =
  | 'auth.csrfCookie'
  | 'auth.login'
  | 'auth.loginWithGoogle'
  | 'auth.register'
  | 'auth.logout'
  | 'user.me'
  | 'user.updateProfile'
  | 'user.uploadAvatar'
  | 'chat.send'
  | 'tts.speak'
  | 'avatar.generate'
  | 'productVideo.generate'
  | 'imageToVideo.start'
  | 'imageToVideo.status'
  | 'backgroundRemoval.remove'
  | 'ocr.extract'
  | 'imageGeneration.generate'
  | 'mystic.start'
  | 'mystic.status'
  | 'imageEdit.start'
  | 'imageEdit.status'
  | 'enhance.start'
  | 'enhance.status'
  | 'style.start'
  | 'style.status'
  | 'noMaskEdit.edit'
  | 'stabilityEdit.edit'
  | 'videoUpscale.start'
  | 'videoUpscale.status'
  | 'media.list'
  | 'media.delete'
  | 'media.file'
  | 'billing.invoices'
  | 'usage.summary'
  | 'usage.dashboard'
  | 'credits.topUp'
  | 'admin.users.list'
  | 'admin.users.create'
  | 'admin.users.update'
  | 'admin.users.delete'
  | 'admin.users.exportCsv'
  | 'admin.billing.summary'
  | 'admin.billing.invoices'
  | 'apiKeys.list'
  | 'apiKeys.create'
  | 'apiKeys.revoke';

export const fakeServerErrorMessage = 'The model is overloaded. Try again in a minute.';

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Sent as is instead of JSON. */
  text?: string;
  contentType?: string;
}

/** The answer an error scenario gives; `undefined` for the scenarios that let the handler answer. */
export function scenarioReply(scenario: FakeScenario, credits: number, required = credits + 1): FakeReply | undefined {
  switch (scenario) {
    case 'unauthenticated':
      return { status: 401, body: { message: 'Unauthenticated.' } };
    case 'insufficient-credits':
      return { status: 402, body: { message: 'Insufficient credits.', required, have: credits } };
    case 'forbidden':
      return {
        status: 403,
        body: {
          message: 'Resolution not allowed on your plan.',
          allowed: ['1k'],
          requested: '4k',
          plan: 'plus',
          upgrade_hint: 'Upgrade to Business for 4K.',
        },
      };
    case 'invalid-input':
      return { status: 422, body: { details: 'The prompt field is required.', error: 'validation_failed' } };
    case 'server-error':
      return { status: 500, body: { message: fakeServerErrorMessage } };
    case 'malformed':
      return { status: 200, text: '<html><body>Gateway says hi</body></html>', contentType: 'text/html' };
    default:
      return undefined;
  }
}
