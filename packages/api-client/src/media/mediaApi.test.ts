import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';
import { mediaFileName } from './mediaApi';

describe('media', () => {
  it('lists with type, trimmed search and paging, and normalises the items', async () => {
    const { client, requests } = testClient([
      json({
        data: [
          {
            id: 1,
            type: 'image',
            title: 'Sunset',
            src: '/m/1.png',
            thumb: '/m/1-t.png',
            size: 2048,
            meta: { orient: 'landscape', w: 1280, h: 720 },
          },
          { id: 2, type: 'image', title: 'Evil', src: 'javascript:alert(1)' },
          { id: 3, type: 'hologram', title: 'Unknown type', src: '/m/3' },
          { type: 'image', title: 'No id', src: '/m/4.png' },
        ],
        meta: { page: 2, page_size: 20, total: 41 },
      }),
    ]);
    const page = await client.media.list({ type: 'image', search: '  sun ', page: 2, pageSize: 20 });
    expect(requests[0]?.path).toBe('/api/v1/media?type=image&search=sun&page=2&page_size=20');
    expect(page).toEqual({
      items: [
        {
          id: '1',
          type: 'image',
          title: 'Sunset',
          src: `${baseUrl}/m/1.png`,
          thumb: `${baseUrl}/m/1-t.png`,
          poster: undefined,
          sizeBytes: 2048,
          width: 1280,
          height: 720,
          createdAt: undefined,
        },
      ],
      page: 2,
      pageSize: 20,
      total: 41,
    });
  });

  it('reads Laravel paging and sends no empty parameters', async () => {
    const { client, requests } = testClient([json({ data: [], current_page: 1, per_page: 10, total: 0 })]);
    expect(await client.media.list({ search: '   ' })).toEqual({ items: [], page: 1, pageSize: 10, total: 0 });
    expect(requests[0]?.path).toBe('/api/v1/media');
  });

  it('deletes by id', async () => {
    const { client, requests } = testClient([new Response(null, { status: 204 })]);
    await client.media.delete('a/b');
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/api/v1/media/a%2Fb' });
  });
});

// console-b (tool-media-library)
describe('media downloads', () => {
  const item = { id: '7', type: 'video' as const, title: ' a/b:c? ', src: `${baseUrl}/media/7/clip.webm?x=1` };

  it('names the file by its trimmed title and its URL extension, sanitised and cut to 120 characters', () => {
    expect(mediaFileName(item)).toBe('a/b:c?.webm');
    expect(mediaFileName({ ...item, title: '  ', src: `${baseUrl}/m/7` })).toBe('media-7.mp4');
    expect(mediaFileName({ ...item, type: 'audio', title: 'Song.MP3', src: `${baseUrl}/s.mp3` })).toBe('Song.MP3');
    expect(mediaFileName({ ...item, type: 'image', title: 'x', src: 'not a url' })).toBe('x.png');
  });

  it('saves the blob under the sanitised name', async () => {
    const saved: string[] = [];
    const { client } = testClient([new Response('bytes')], { saveBlob: (_, name) => saved.push(name) });
    expect(await client.media.download(item)).toEqual({ method: 'saved', fileName: 'a_b_c_.webm' });
    expect(saved).toEqual(['a_b_c_.webm']);
    const long = { ...item, title: 'x'.repeat(200) };
    const { client: other } = testClient([new Response('bytes')], { saveBlob: (_, name) => saved.push(name) });
    await other.media.download(long);
    expect(saved[1]).toHaveLength(120);
  });

  it("opens the file in a new tab with 'Download failed' when the fetch fails", async () => {
    const opened: string[] = [];
    const { client } = testClient([new Response('gone', { status: 500 })], { openInNewTab: (url) => opened.push(url) });
    expect(await client.media.download(item)).toEqual({ method: 'opened-in-tab', message: 'Download failed' });
    expect(opened).toEqual([item.src]);
  });
});

describe('admin media', () => {
  it("lists every user's media with the owner, by the same query", async () => {
    const { client, requests } = testClient([
      json({
        data: [
          {
            id: 'm1',
            type: 'audio',
            title: 'Jingle',
            src: '/m/1.mp3',
            owner: { id: 'u1', name: 'Ada', email: 'a@x.io' },
          },
          { id: 'm2', type: 'audio', title: 'Orphan', src: '/m/2.mp3', owner: null },
        ],
        meta: { page: 1, page_size: 24, total: 2 },
      }),
    ]);
    const page = await client.admin.media.list({ type: 'audio', search: ' jin ', pageSize: 24 });
    expect(requests[0]?.path).toBe('/api/v1/admin/media?type=audio&search=jin&page_size=24');
    expect(page.items.map((item) => item.owner)).toEqual([{ id: 'u1', name: 'Ada', email: 'a@x.io' }, undefined]);
  });
});

describe('billing and usage', () => {
  it('lists invoices by month and status', async () => {
    const { client, requests } = testClient([
      json({
        data: [
          {
            id: 'INV-1',
            month: 'January 2025',
            amount: '29.99',
            status: 'Paid',
            date: '2025-01-01',
            url: 'javascript:x',
          },
        ],
      }),
    ]);
    const page = await client.billing.invoices({ month: ' jan ', status: 'Paid' });
    expect(requests[0]?.path).toBe('/api/v1/invoices?month=jan&status=Paid');
    expect(page.items[0]).toEqual({
      id: 'INV-1',
      month: 'January 2025',
      period: undefined,
      amount: 29.99,
      currency: 'USD',
      formatted: undefined,
      status: 'Paid',
      date: '2025-01-01',
      url: undefined,
      description: undefined,
      credits: undefined,
      engine: undefined,
      testMode: false,
      refunded: 0,
    });
  });

  it('reads the usage summary and the dashboard with safe defaults', async () => {
    const { client, requests } = testClient([
      json({ plan: 'pro', credits: { used: 268, total: 700 }, history: [{ period: '2025-01', credits: 20 }] }),
      json({
        projects: 24,
        recent_activity: [{ id: 'j1', model: 'Mystic', status: 'Completed', tokens: 10 }, { model: 'no id' }],
      }),
    ]);
    const usage = await client.usage.summary();
    expect(usage).toMatchObject({ plan: 'pro', credits: { used: 268, total: 700 }, renders: { used: 0, total: 0 } });
    expect(usage.history).toEqual([{ period: '2025-01', credits: 20 }]);
    const dashboard = await client.usage.dashboard();
    expect(dashboard).toMatchObject({ projects: 24, renders: 0, uptime: undefined });
    expect(dashboard.recentActivity).toEqual([
      { id: 'j1', model: 'Mystic', status: 'Completed', tokens: 10, time: undefined },
    ]);
    expect(requests.map((request) => request.path)).toEqual(['/api/v1/usage', '/api/v1/dashboard']);
  });
});
