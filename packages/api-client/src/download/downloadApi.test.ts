import { describe, expect, it, vi } from 'vitest';
import { hangingFetch, recordingFetch } from '../testing/recordingFetch';
import { createHttpContext } from '../http/httpContext';
import { createMemoryTokenStore } from '../http/tokenStore';
import { createDownloadApi, type DownloadDeps } from './downloadApi';
import { sanitizeFileName } from './sanitizeFileName';
import { saveBlobWithLink } from './saveBlob';

describe('sanitizeFileName', () => {
  it('replaces < > : " / \\ | ? * and control characters with _', () => {
    expect(sanitizeFileName('a<b>c:d"e/f\\g|h?i*j.png')).toBe('a_b_c_d_e_f_g_h_i_j.png');
    expect(sanitizeFileName('tab\there\nnew\u0000null\u007f.txt')).toBe('tab_here_new_null_.txt');
    expect(sanitizeFileName('café – ünïcode.png')).toBe('café – ünïcode.png');
  });

  it('cuts names to 120 characters and never returns an empty name', () => {
    expect(sanitizeFileName('x'.repeat(300))).toHaveLength(120);
    expect(sanitizeFileName('   ')).toBe('download');
  });

  it('replaces C1 controls and bidirectional overrides, refuses . and .., never splits a surrogate pair', () => {
    expect(sanitizeFileName('a\u0085b\u009bc.png')).toBe('a_b_c.png');
    expect(sanitizeFileName('invoice\u202Egpj.exe')).toBe('invoice_gpj.exe');
    expect(sanitizeFileName('\u2066x\u2069\u200e\u061c.png')).toBe('_x___.png');
    for (const name of ['.', '..', ' . . ', '...']) expect(sanitizeFileName(name)).toBe('download');
    const cut = sanitizeFileName(`${'x'.repeat(119)}😀😀`);
    expect(Array.from(cut)).toHaveLength(120);
    expect(cut.endsWith('😀')).toBe(true);
    expect(sanitizeFileName('a\ud83d.png')).toBe('a_.png');
  });
});

/** The download API over a given fetch, as the client builds it. */
const downloadsOver = (fetch: typeof globalThis.fetch, deps: DownloadDeps) =>
  createDownloadApi(createHttpContext({ baseUrl: 'https://api.example.test', fetch }), deps);

function setup(answer: Response | Error) {
  const recorder = recordingFetch(answer);
  const saveBlob = vi.fn();
  const openInNewTab = vi.fn();
  return {
    ...recorder,
    saveBlob,
    openInNewTab,
    downloads: downloadsOver(recorder.fetch, { saveBlob, openInNewTab }),
  };
}

describe('downloads.save', () => {
  it('fetches the URL with no cache and saves the blob under the sanitised name', async () => {
    const { downloads, requests, saveBlob } = setup(new Response('data'));
    const outcome = await downloads.save('https://cdn.test/a.png', 'My: image?.png');
    expect(outcome).toEqual({ method: 'saved', fileName: 'My_ image_.png' });
    expect(requests[0]?.url).toBe('https://cdn.test/a.png');
    expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'My_ image_.png');
  });

  it('sends cache: no-store', async () => {
    const fetch = vi.fn(async () => new Response('x'));
    await downloadsOver(fetch, { saveBlob: vi.fn() }).save('https://cdn.test/a.png', 'a');
    expect(fetch).toHaveBeenCalledWith('https://cdn.test/a.png', expect.objectContaining({ cache: 'no-store' }));
  });

  it('sends no token, XSRF header or cookies with a file on another origin', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf';
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('x'));
    const ctx = createHttpContext({
      baseUrl: 'https://api.example.test',
      fetch,
      tokenStore: createMemoryTokenStore('t'),
    });
    const downloads = createDownloadApi(ctx, { saveBlob: vi.fn() });
    await downloads.save('https://cdn.test/a.png', 'a');
    await downloads.fetchBlob('https://api.example.test/storage/b.png');
    const [cdn, backend] = fetch.mock.calls.map(([input, init]) => ({
      input,
      credentials: init?.credentials,
      headers: new Headers(init?.headers),
    }));
    expect(cdn).toMatchObject({ input: 'https://cdn.test/a.png', credentials: 'omit' });
    expect(backend).toMatchObject({ input: 'https://api.example.test/storage/b.png', credentials: undefined });
    for (const call of [cdn, backend]) {
      expect(call?.headers.get('Authorization')).toBeNull();
      expect(call?.headers.get('X-XSRF-TOKEN')).toBeNull();
    }
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('opens the media in a new tab with Download failed when the fetch fails', async () => {
    for (const answer of [new Response('no', { status: 404 }), new TypeError('Failed to fetch')]) {
      const { downloads, openInNewTab, saveBlob } = setup(answer);
      expect(await downloads.save('https://cdn.test/a.png', 'a.png')).toEqual({
        method: 'opened-in-tab',
        message: 'Download failed',
      });
      expect(openInNewTab).toHaveBeenCalledWith('https://cdn.test/a.png');
      expect(saveBlob).not.toHaveBeenCalled();
    }
  });

  it('refuses javascript:, data: and foreign blob: URLs without fetching or opening them', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://evil.test/1234',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const { downloads, requests, openInNewTab } = setup(new Response('x'));
      await expect(downloads.save(url, 'a')).rejects.toMatchObject({ kind: 'unsafe-url' });
      expect(requests).toHaveLength(0);
      expect(openInNewTab).not.toHaveBeenCalled();
    }
  });

  it('accepts a blob: URL of this page', async () => {
    const { downloads, saveBlob } = setup(new Response('x'));
    await downloads.save(`blob:${location.origin}/5f3c`, 'a.txt');
    expect(saveBlob).toHaveBeenCalled();
  });

  it('rejects with aborted, and opens nothing, when the caller aborts', async () => {
    const openInNewTab = vi.fn();
    const downloads = downloadsOver(hangingFetch().fetch, { saveBlob: vi.fn(), openInNewTab });
    const controller = new AbortController();
    const result = downloads.save('https://cdn.test/a.png', 'a', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'aborted' });
    expect(openInNewTab).not.toHaveBeenCalled();
  });
});

describe('downloads.fetchBlob', () => {
  it('fetches the URL with no cache and resolves with the blob', async () => {
    const fetch = vi.fn(async () => new Response('data'));
    const blob = await downloadsOver(fetch, { saveBlob: vi.fn() }).fetchBlob('https://cdn.test/a.png');
    expect(await blob.text()).toBe('data');
    expect(fetch).toHaveBeenCalledWith('https://cdn.test/a.png', expect.objectContaining({ cache: 'no-store' }));
  });

  it('accepts a blob: URL of this page', async () => {
    const { downloads, requests } = setup(new Response('x'));
    expect(await (await downloads.fetchBlob(`blob:${location.origin}/5f3c`)).text()).toBe('x');
    expect(requests).toHaveLength(1);
  });

  it('refuses javascript:, data: and foreign blob: URLs without fetching them', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/plain,hi', 'blob:https://evil.test/1234', 'not a url']) {
      const { downloads, requests } = setup(new Response('x'));
      await expect(downloads.fetchBlob(url)).rejects.toMatchObject({
        kind: 'unsafe-url',
        message: 'This link cannot be opened.',
      });
      expect(requests).toHaveLength(0);
    }
  });

  it('maps HTTP statuses and network failures to ApiErrors, and opens nothing', async () => {
    const notFound = setup(new Response(JSON.stringify({ message: 'Gone' }), { status: 404 }));
    await expect(notFound.downloads.fetchBlob('https://cdn.test/a.png')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
      message: 'Gone',
    });
    const denied = setup(new Response('', { status: 401 }));
    await expect(denied.downloads.fetchBlob('https://cdn.test/a.png')).rejects.toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
    const offline = setup(new TypeError('Failed to fetch'));
    await expect(offline.downloads.fetchBlob('https://cdn.test/a.png')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
      message: 'Network/CORS error: failed to reach the API.',
    });
    expect(notFound.openInNewTab).not.toHaveBeenCalled();
    expect(offline.openInNewTab).not.toHaveBeenCalled();
    expect(offline.saveBlob).not.toHaveBeenCalled();
  });

  it('rejects with aborted when the caller aborts', async () => {
    const downloads = downloadsOver(hangingFetch().fetch, { saveBlob: vi.fn() });
    const controller = new AbortController();
    const result = downloads.fetchBlob('https://cdn.test/a.png', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'aborted', message: 'The request was cancelled.' });
  });
});

describe('saveBlobWithLink', () => {
  it('clicks a temporary link with the download name and revokes the object URL', () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost:3000/abc');
    const revokeObjectURL = vi.fn();
    // Restored after the test by vitest.setup.jsdom.ts (jsdom has none of its own).
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveBlobWithLink(new Blob(['x']), 'file.png');
    expect(clicked[0]?.download).toBe('file.png');
    expect(clicked[0]?.href).toBe('blob:http://localhost:3000/abc');
    expect(document.querySelector('a')).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:3000/abc');
    click.mockRestore();
  });
});
