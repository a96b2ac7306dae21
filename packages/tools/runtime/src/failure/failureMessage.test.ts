import { ApiError } from '@mediakit/api-client';
import { describe, expect, it } from 'vitest';
import { catalogueFailureMessages, catalogueFailureReasons } from './catalogueFailures';
import { failureMessage, type FailureWording } from './failureMessage';

const text = {
  failed: 'Edit failed.',
  short: 'Not enough credits. Need {required}, you have {have}.',
  processing: 'Editing failed during processing.',
  invalid: 'Invalid input (422).',
  requestFailed: 'Request failed ({status})',
  generate: 'Error generating video: {details}',
};

const wording: FailureWording<typeof text> = {
  fallback: 'failed',
  creditsShort: 'short',
  reasons: { 'job-failed': 'processing', network: 'client-message', 'plan-limit': (error) => `plan ${error.status}` },
  unlessServerSaid: { 'invalid-input': 'invalid', 'server-error': 'requestFailed' },
};

describe('failureMessage', () => {
  it('says a failure that is not the client’s, or says nothing, with the fallback', () => {
    expect(failureMessage(new Error('boom'), text, wording)).toBe('Edit failed.');
    expect(failureMessage(new ApiError('http', ' ', { status: 500 }), text, wording)).toBe('Edit failed.');
  });

  it('fills a 402’s figures into the tool’s template', () => {
    const error = new ApiError('insufficient-credits', 'x', { status: 402, credits: { required: 5, have: 2 } });
    expect(failureMessage(error, text, wording)).toBe('Not enough credits. Need 5, you have 2.');
  });

  it('says a reason the tool names in its words, whatever the server said', () => {
    const error = new ApiError('job-failed', 'GPU on fire', { serverMessage: 'GPU on fire' });
    expect(failureMessage(error, text, wording)).toBe('Editing failed during processing.');
    expect(failureMessage(new ApiError('network', 'Network/CORS error.'), text, wording)).toBe('Network/CORS error.');
    expect(failureMessage(new ApiError('forbidden', 'x', { status: 403, reason: 'plan-limit' }), text, wording)).toBe(
      'plan 403',
    );
  });

  it('lets the server’s own words win where the tool says so, else fills {status}', () => {
    const said = new ApiError('invalid-input', 'Prompt too long', { status: 422, serverMessage: 'Prompt too long' });
    expect(failureMessage(said, text, wording)).toBe('Prompt too long');
    expect(failureMessage(new ApiError('invalid-input', 'Invalid input (422).', { status: 422 }), text, wording)).toBe(
      'Invalid input (422).',
    );
    expect(failureMessage(new ApiError('http', 'Request failed', { status: 503 }), text, wording)).toBe(
      'Request failed (503)',
    );
  });

  it('says everything else with the client’s message, or the tool’s {details} template', () => {
    const error = new ApiError('unauthenticated', 'Please log in to continue.', { status: 401 });
    expect(failureMessage(error, text, wording)).toBe('Please log in to continue.');
    const withDetails = { ...wording, otherwise: 'generate' as const };
    expect(failureMessage(new ApiError('http', 'Not found', { status: 404 }), text, withDetails)).toBe(
      'Error generating video: Not found',
    );
  });

  it('says a refused request the tool names as a whole in its words, unless the server said why', () => {
    const withRequestFailed: FailureWording<typeof text> = { fallback: 'failed', requestFailed: 'failed' };
    for (const reason of ['server-error', 'request-failed', 'redirected'] as const) {
      expect(failureMessage(new ApiError('http', 'HTTP 502', { status: 502, reason }), text, withRequestFailed)).toBe(
        'Edit failed.',
      );
      const said = new ApiError('http', 'Upstream down', { status: 502, reason, serverMessage: 'Upstream down' });
      expect(failureMessage(said, text, withRequestFailed)).toBe('Upstream down');
    }
    expect(failureMessage(new ApiError('network', 'Network/CORS error.'), text, withRequestFailed)).toBe(
      'Network/CORS error.',
    );
    const named = { ...withRequestFailed, unlessServerSaid: { 'server-error': 'processing' as const } };
    expect(failureMessage(new ApiError('http', 'HTTP 500', { status: 500 }), text, named)).toBe(
      'Editing failed during processing.',
    );
  });

  it('puts the server’s words first for every reason when the tool asks', () => {
    const error = new ApiError('job-failed', 'Quota reached', { serverMessage: 'Quota reached' });
    expect(failureMessage(error, text, { ...wording, serverWordsFirst: true })).toBe('Quota reached');
  });
});

describe('the catalogue’s failures', () => {
  const catalogueText = {
    ...catalogueFailureMessages,
    unauthenticated: 'Bitte melden Sie sich an.',
    failed: 'Failed.',
  };
  const catalogue: FailureWording<typeof catalogueText> = {
    fallback: 'failed',
    reasons: catalogueFailureReasons,
    otherwise: 'failed',
  };

  it('says signing in and the network in the tool’s words, invalid input and a bare 402 in the client’s', () => {
    expect(failureMessage(new ApiError('unauthenticated', 'x', { status: 401 }), catalogueText, catalogue)).toBe(
      'Bitte melden Sie sich an.',
    );
    expect(failureMessage(new ApiError('network', 'x'), catalogueText, catalogue)).toBe(
      'Network/CORS error: failed to reach the API.',
    );
    const invalid = new ApiError('invalid-input', 'Image too small', { status: 422, serverMessage: 'Image too small' });
    expect(failureMessage(invalid, catalogueText, catalogue)).toBe('Image too small');
    const short = new ApiError('insufficient-credits', 'Insufficient credits.', { status: 402 });
    expect(failureMessage(short, catalogueText, catalogue)).toBe('Insufficient credits.');
    expect(failureMessage(new ApiError('job-failed', 'x'), catalogueText, catalogue)).toBe('Failed.');
  });
});
