import { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { apiErrorFromResponse, toApiError } from './toApiError';

describe('apiErrorFromResponse', () => {
  it('401 says the catalogue text, or the caller’s own wording', () => {
    const error = apiErrorFromResponse(401, { message: 'Token expired' });
    expect(error).toMatchObject({ kind: 'unauthenticated', status: 401, message: 'Please log in to continue.' });
    expect(apiErrorFromResponse(401, {}, { unauthenticated: 'Unauthenticated. Please login again.' }).message).toBe(
      'Unauthenticated. Please login again.',
    );
  });

  it('402 with required and have says what is missing and carries both', () => {
    const error = apiErrorFromResponse(402, { required: 7, have: '3', message: 'Payment required' });
    expect(error.kind).toBe('insufficient-credits');
    expect(error.message).toBe('Not enough credits. Need 7, you have 3.');
    expect(error.credits).toEqual({ required: 7, have: 3 });
  });

  it('402 without the numbers falls back to the server message, then a plain one', () => {
    expect(apiErrorFromResponse(402, { message: 'Buy more' }).message).toBe('Buy more');
    expect(apiErrorFromResponse(402, undefined)).toMatchObject({ message: 'Not enough credits.', credits: undefined });
  });

  it('403 lists the allowed resolutions, the plan and the upgrade hint', () => {
    const error = apiErrorFromResponse(403, {
      message: 'Forbidden',
      allowed: ['1k', '2k'],
      requested: '4k',
      plan: 'pro',
      upgrade_hint: 'Upgrade to Business for 4K.',
    });
    expect(error.kind).toBe('forbidden');
    expect(error.planLimit).toEqual({
      allowedResolutions: ['1k', '2k'],
      requested: '4k',
      plan: 'pro',
      upgradeHint: 'Upgrade to Business for 4K.',
    });
    expect(error.message).toBe('Your pro plan allows 1k, 2k. Upgrade to Business for 4K.');
    expect(apiErrorFromResponse(403, { allowed_resolutions: ['1k'] }).message).toBe('Your plan allows 1k.');
  });

  it('403 without a plan limit uses the server message', () => {
    const error = apiErrorFromResponse(403, { message: 'Admins only' });
    expect(error).toMatchObject({ kind: 'forbidden', message: 'Admins only', planLimit: undefined });
  });

  it('422 shows details, else error, else the catalogue text', () => {
    expect(apiErrorFromResponse(422, { details: 'Prompt too long', error: 'bad', message: 'm' }).message).toBe(
      'Prompt too long',
    );
    expect(apiErrorFromResponse(422, { error: 'bad size', message: 'm' }).message).toBe('bad size');
    expect(apiErrorFromResponse(422, { message: 'ignored by the spec' })).toMatchObject({
      kind: 'invalid-input',
      message: 'Invalid input (422).',
    });
  });

  it('other statuses use the server message, the call’s fallback, or the status', () => {
    expect(apiErrorFromResponse(500, { message: 'Model overloaded' })).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Model overloaded',
    });
    expect(apiErrorFromResponse(500, { error: 'boom' }).message).toBe('boom');
    expect(apiErrorFromResponse(502, undefined, { fallback: 'Request failed' }).message).toBe('Request failed');
    expect(apiErrorFromResponse(503, undefined).message).toBe('Request failed (503)');
  });

  it('never uses an HTML page or markup as a message, but keeps the body for callers', () => {
    const page = '<html><body>502 Bad Gateway</body></html>';
    const error = apiErrorFromResponse(502, page);
    expect(error.message).toBe('Request failed (502)');
    expect(error.body).toBe(page);
    expect(apiErrorFromResponse(500, { message: '<img src=x onerror=alert(1)>' }).message).toBe('Request failed (500)');
  });

  it('sign-in calls prefer the server message for any status', () => {
    const wording = { serverMessageFirst: true, fallback: 'Login failed' };
    expect(apiErrorFromResponse(401, { message: 'Invalid credentials' }, wording)).toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid credentials',
    });
    expect(apiErrorFromResponse(422, { error: 'Email taken' }, wording).message).toBe('Email taken');
    expect(apiErrorFromResponse(500, {}, wording).message).toBe('Login failed');
  });
});

describe('toApiError', () => {
  const request = new Request('https://api.example.test/x');

  it('keeps an ApiError as is', async () => {
    const original = new ApiError('http', 'x');
    expect(await toApiError(original)).toBe(original);
  });

  it('maps aborts, timeouts, HTTP errors and anything else', async () => {
    expect((await toApiError(new DOMException('stop', 'AbortError'))).kind).toBe('aborted');
    expect(await toApiError(new TimeoutError(request))).toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to answer. Please try again.',
    });
    // ky reads an error answer's body into `data` before it throws (the response body is then used up).
    const httpError = new HTTPError(new Response(null, { status: 422 }), request, {} as never);
    httpError.data = { details: 'Bad size' };
    expect(await toApiError(httpError)).toMatchObject({
      kind: 'invalid-input',
      message: 'Bad size',
      body: { details: 'Bad size' },
    });
    expect(await toApiError(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'network',
      message: 'Network/CORS error: failed to reach the API.',
    });
    expect((await toApiError('a string')).kind).toBe('network');
  });
});
