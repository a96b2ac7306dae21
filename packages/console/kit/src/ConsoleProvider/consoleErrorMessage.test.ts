import { ApiError } from '@mediakit/api-client';
import { describe, expect, it } from 'vitest';
import { consoleErrorMessage, consoleReasonMessage, loadFailureText } from './consoleErrorMessage';
import { testErrorMessages } from './consoleErrorMessage.doubles';

const text = testErrorMessages;

describe('consoleErrorMessage', () => {
  it("chooses the screen's words by the reason, never the server's English", () => {
    expect(consoleErrorMessage(new ApiError('http', 'x', { status: 401, reason: 'unauthenticated' }), text)).toBe(
      'Sign in again.',
    );
    expect(consoleErrorMessage(new ApiError('forbidden', 'x', { status: 403, serverMessage: 'Nope' }), text)).toBe(
      'Not allowed.',
    );
    expect(consoleErrorMessage(new ApiError('network', 'x'), text)).toBe('No connection.');
    expect(consoleErrorMessage(new ApiError('http', 'x', { status: 500, serverMessage: 'Boom' }), text)).toBe(
      'Server trouble.',
    );
    expect(consoleErrorMessage(new Error('not an ApiError'), text)).toBe('Failed.');
  });

  it("shows what the server refused on a 422, 413 or 415; a 404 and a 402 in the screen's words when it has them", () => {
    const refused = (status: number, reason?: 'invalid-input') =>
      new ApiError('http', 'x', { status, reason, serverMessage: 'The label field is required.' });
    expect(consoleErrorMessage(refused(422, 'invalid-input'), text)).toBe('The label field is required.');
    expect(consoleErrorMessage(refused(413), text)).toBe('The label field is required.');
    expect(consoleErrorMessage(refused(415), text)).toBe('The label field is required.');
    expect(consoleErrorMessage(refused(404), text)).toBe('Failed.');
    expect(consoleErrorMessage(refused(404), { ...text, notFound: 'Gone.' })).toBe('Gone.');
    const short = new ApiError('insufficient-credits', 'x', {
      status: 402,
      reason: 'insufficient-credits',
      credits: { required: 5, have: 2 },
    });
    expect(consoleErrorMessage(short, text)).toBe('Failed.');
    expect(consoleErrorMessage(short, { ...text, notEnoughCredits: 'Needs {required}, has {have}.' })).toBe(
      'Needs 5, has 2.',
    );
  });
});

describe('consoleReasonMessage', () => {
  const byReason = {
    forbidden: 'Not allowed.',
    'not-found': 'Gone.',
    network: 'No connection.',
    default: 'Failed.',
  };
  const refused = new ApiError('http', 'x', { status: 422, reason: 'invalid-input', serverMessage: 'Card declined.' });
  const teapot = new ApiError('http', 'x', { status: 418, serverMessage: 'I am a teapot.' });

  it("chooses the screen's words by the reason: any 403 is forbidden, a 404 not-found where it has words", () => {
    expect(consoleReasonMessage(new ApiError('network', 'x'), byReason)).toBe('No connection.');
    expect(consoleReasonMessage(new ApiError('forbidden', 'x', { status: 403, reason: 'plan-limit' }), byReason)).toBe(
      'Not allowed.',
    );
    expect(consoleReasonMessage(new ApiError('http', 'x', { status: 404 }), byReason)).toBe('Gone.');
    expect(consoleReasonMessage(new Error('not an ApiError'), byReason)).toBe('Failed.');
  });

  it("shows the server's words only when asked: on a 422, and with 'fallback' for a reason it has no words for", () => {
    expect(consoleReasonMessage(refused, byReason)).toBe('Failed.');
    expect(consoleReasonMessage(refused, byReason, { serverWords: 'invalid-input' })).toBe('Card declined.');
    expect(consoleReasonMessage(teapot, byReason, { serverWords: 'invalid-input' })).toBe('Failed.');
    expect(consoleReasonMessage(teapot, byReason, { serverWords: 'fallback' })).toBe('I am a teapot.');
  });
});

describe('loadFailureText', () => {
  const offline = new ApiError('network', 'x');

  it('is nothing while the load runs or once it succeeded, even with an earlier error at hand', () => {
    expect(loadFailureText({ status: 'loading', error: undefined }, text)).toBeUndefined();
    expect(loadFailureText({ status: 'ready', error: undefined }, text)).toBeUndefined();
    expect(loadFailureText({ status: 'ready', error: offline }, { default: 'Failed.' })).toBeUndefined();
  });

  it('reads named words as consoleErrorMessage does, and words by reason as consoleReasonMessage does', () => {
    expect(loadFailureText({ status: 'error', error: offline }, text)).toBe('No connection.');
    expect(loadFailureText({ status: 'error', error: offline }, { network: 'Offline.', default: 'Failed.' })).toBe(
      'Offline.',
    );
    expect(loadFailureText({ status: 'error', error: new Error('bug') }, { default: 'Failed.' })).toBe('Failed.');
  });
});
