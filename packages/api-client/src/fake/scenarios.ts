import type { Operation } from '../operations/contractTable';

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

/**
 * Every operation of the contract table (named `resource.call` as on the clients), and `media.file`: the fake's own
 * media files where a browser's blob: URLs are not available.
 */
export type FakeOperation = Operation | 'media.file';

export const fakeServerErrorMessage = 'The model is overloaded. Try again in a minute.';

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Sent as is instead of JSON. */
  text?: string;
  /** A file, sent as is instead of JSON. */
  file?: Blob | Uint8Array<ArrayBuffer>;
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
