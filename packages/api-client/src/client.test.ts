import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMediakitClient } from './client';
import { specCreditsUrls } from './credits/specCreditsUrls';
import { createLocalStorageTokenStore } from './http/tokenStore';
import { ApiError } from './errors';
import { hangingFetch, json, recordingFetch, text } from './testing/recordingFetch';
import { baseUrl, testClient } from './testing/testClient';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.useRealTimers();
});

describe('createMediakitClient: requests', () => {
  it('joins the spec path to the origin (trailing slash or not) and sends cookies and Accept JSON', async () => {
    const { fetch, requests } = recordingFetch(json({ reply: 'hi' }));
    const client = createMediakitClient({ baseUrl: `${baseUrl}/`, fetch });
    await client.chat.send({ prompt: 'Hello' });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${baseUrl}/api/v1/chat`);
    expect(request?.json).toEqual({ prompt: 'Hello' });
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('accepts a base ending in /api/v1 (the spec’s wording) without doubling it, and refuses a query string', async () => {
    const { fetch, requests } = recordingFetch(json({ reply: 'hi' }));
    await createMediakitClient({ baseUrl: `${baseUrl}/api/v1/`, fetch }).chat.send({ prompt: 'Hello' });
    expect(requests[0]?.url).toBe(`${baseUrl}/api/v1/chat`);
    expect(() => createMediakitClient({ baseUrl: `${baseUrl}?tenant=1`, fetch })).toThrow(/query string/);
  });

  it('never follows a redirect: it is a clear error, and nothing is sent on', async () => {
    const redirect = new Response(null, { status: 307, headers: { Location: 'https://evil.test/api/v1/chat' } });
    const { client, requests } = testClient([redirect]);
    await expect(client.chat.send({ prompt: 'secret prompt' })).rejects.toMatchObject({
      kind: 'http',
      reason: 'redirected',
      status: 307,
    });
    expect(requests.map((request) => request.url)).toEqual([`${baseUrl}/api/v1/chat`]);
  });

  it('embed-safe by default: its own token key, and nothing but its baseUrl (no credits fallback on the page)', async () => {
    localStorage.setItem('token', 'the-site-s-own-token');
    const { fetch, requests } = recordingFetch(json({ reply: 'hi' }), json({ reply: 'hi' }), json({}, 404));
    const client = createMediakitClient({ baseUrl, fetch });
    await client.chat.send({ prompt: 'a' });
    localStorage.setItem('mediakit.token', 'ours');
    await client.chat.send({ prompt: 'b' });
    await client.credits.fetchBalance().catch(() => undefined);
    expect(requests.map((request) => [request.url, request.headers.get('Authorization')])).toEqual([
      [`${baseUrl}/api/v1/chat`, null],
      [`${baseUrl}/api/v1/chat`, 'Bearer ours'],
      [`${baseUrl}/api/v1/user`, 'Bearer ours'],
      [`${baseUrl}/api/user`, 'Bearer ours'],
    ]);
  });

  it('the first-party host’s configuration: the spec’s token keys and credit fallbacks on the page, without the token', async () => {
    const reply = json({ reply: 'hi' });
    const { fetch, requests } = recordingFetch(reply, reply, reply, json({}, 404));
    const client = createMediakitClient({
      baseUrl,
      fetch,
      tokenStore: createLocalStorageTokenStore({ key: 'token', fallbackKeys: ['auth_token'] }),
      creditsUrls: specCreditsUrls(baseUrl, location.origin),
    });
    await client.chat.send({ prompt: 'a' });
    localStorage.setItem('auth_token', 'legacy');
    await client.chat.send({ prompt: 'b' });
    localStorage.setItem('token', 'current');
    await client.chat.send({ prompt: 'c' });
    await client.credits.fetchBalance().catch(() => undefined);
    expect(requests.map((request) => [request.url, request.headers.get('Authorization')])).toEqual([
      [`${baseUrl}/api/v1/chat`, null],
      [`${baseUrl}/api/v1/chat`, 'Bearer legacy'],
      [`${baseUrl}/api/v1/chat`, 'Bearer current'],
      [`${baseUrl}/api/v1/user`, 'Bearer current'],
      [`${baseUrl}/api/user`, 'Bearer current'],
      // The page's own origin is not the backend: it gets no token.
      [`${location.origin}/api/v1/user`, null],
      [`${location.origin}/api/user`, null],
    ]);
  });

  it('echoes the XSRF-TOKEN cookie, decoded, as X-XSRF-TOKEN', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('abc=/+1')}`;
    const { client, requests } = testClient([json({ reply: 'hi' })]);
    await client.chat.send({ prompt: 'x' });
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc=/+1');
  });

  it('maps a 401 to the catalogue message and tells onUnauthenticated', async () => {
    const onUnauthenticated = vi.fn();
    const { client } = testClient([json({ message: 'Unauthenticated.' }, 401)], { onUnauthenticated });
    const error = await client.chat.send({ prompt: 'x' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'unauthenticated', status: 401, message: 'Please log in to continue.' });
    expect(onUnauthenticated).toHaveBeenCalledWith(error);
  });

  it('maps a 402 and publishes the balance the server reported', async () => {
    const { client, published } = testClient([json({ required: 5, have: 2 }, 402)]);
    await expect(client.imageGeneration.generate({ prompt: 'p', size: 'square_1_1' })).rejects.toMatchObject({
      kind: 'insufficient-credits',
      message: 'Not enough credits. Need 5, you have 2.',
    });
    expect(published).toEqual([2]);
  });

  it('publishes the new balance from a successful generation answer', async () => {
    const { client, published } = testClient([json({ saved_url: '/storage/a.png', remaining_credits: 40 })]);
    const { savedUrl } = await client.imageGeneration.generate({ prompt: 'p', size: 'square_1_1' });
    expect(savedUrl).toBe(`${baseUrl}/storage/a.png`);
    expect(published).toEqual([40]);
  });

  it('maps a rejected fetch to the network message', async () => {
    const { client } = testClient([new TypeError('Failed to fetch')]);
    await expect(client.chat.send({ prompt: 'x' })).rejects.toMatchObject({
      kind: 'network',
      message: 'Network/CORS error: failed to reach the API.',
    });
  });

  it('maps other statuses with the server message, else the chat fallback', async () => {
    const { client } = testClient([json({ message: 'Model overloaded' }, 500), text('<h1>oops</h1>', 502)]);
    await expect(client.chat.send({ prompt: 'x' })).rejects.toMatchObject({
      kind: 'http',
      message: 'Model overloaded',
    });
    await expect(client.chat.send({ prompt: 'x' })).rejects.toMatchObject({ status: 502, message: 'Request failed' });
  });

  it('rejects malformed or unexpected JSON with a clear error instead of crashing', async () => {
    const { client } = testClient([text('{"reply": '), json(['not', 'an', 'object']), json({ answer: 'wrong field' })]);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const error = await client.chat.send({ prompt: 'x' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('malformed-response');
    }
  });

  it('times out after the default 60 s with a timeout error', async () => {
    vi.useFakeTimers();
    const hanging = hangingFetch();
    const client = createMediakitClient({ baseUrl, fetch: hanging.fetch });
    const result = client.chat.send({ prompt: 'x' }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(59_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it('rejects with an aborted ApiError when the caller aborts', async () => {
    const hanging = hangingFetch();
    const client = createMediakitClient({ baseUrl, fetch: hanging.fetch });
    const controller = new AbortController();
    const result = client.chat.send({ prompt: 'x' }, { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await result).toMatchObject({ kind: 'aborted' });
  });

  it('refuses a javascript: or data: URL in an answer', async () => {
    const { client } = testClient([
      json({ url: 'javascript:alert(1)' }),
      json({ url: 'data:text/html,<script>1</script>' }),
    ]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(client.tts.speak({ text: 'x' })).rejects.toMatchObject({
        kind: 'malformed-response',
        message: 'The server sent a link that cannot be opened.',
      });
    }
  });
});
