import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';
import { meterPercent } from './usageApi';

describe('usage meters', () => {
  it('rounds the percent used and clamps it to 0..100, 0 without a total', () => {
    expect(meterPercent(268, 700)).toBe(38);
    expect(meterPercent(1981, 2000)).toBe(99);
    expect(meterPercent(5, 1000)).toBe(1);
    expect(meterPercent(4, 1000)).toBe(0);
    expect(meterPercent(900, 700)).toBe(100);
    expect(meterPercent(-3, 700)).toBe(0);
    expect(meterPercent(3, 0)).toBe(0);
  });

  it('keeps the server’s percent and computes it when absent', async () => {
    const { client } = testClient([
      json({ credits: { used: 268, total: 700, percent: 38 }, renders: { used: 1, total: 3 } }),
    ]);
    const usage = await client.usage.summary();
    expect(usage.credits).toEqual({ used: 268, total: 700, percent: 38 });
    expect(usage.renders).toEqual({ used: 1, total: 3, percent: 33 });
    expect(usage.storageGb).toEqual({ used: 0, total: 0, percent: 0 });
  });

  it('reads storage in bytes (35 MB is not 0 GB), else from storage_gb in decimal gigabytes', async () => {
    const { client } = testClient([
      json({ storage: { used_bytes: 35_200_000, total_bytes: 50e9, percent: 0 }, storage_gb: { used: 0.035 } }),
      json({ storage_gb: { used: 18.3, total: 50 } }),
    ]);
    expect((await client.usage.summary()).storage).toEqual({ used: 35_200_000, total: 50e9, percent: 0 });
    expect((await client.usage.summary()).storage).toEqual({ used: 18.3e9, total: 50e9, percent: 37 });
  });

  it('has no uptime without ended jobs (null), rather than 100%', async () => {
    const { client } = testClient([json({ uptime: null }), json({ uptime: 87.5 })]);
    expect((await client.usage.dashboard()).uptime).toBeUndefined();
    expect((await client.usage.dashboard()).uptime).toBe(87.5);
  });
});

describe('recent activity and projects', () => {
  it('reads projects with their type, status and a safe link to the result', async () => {
    const { client } = testClient([
      json({
        credits: 19,
        credits_meter: { used: 1981, total: 2000, percent: 99 },
        recent_activity: [
          { id: 'j1', model: 'Text to Image', status: 'Failed', tokens: 2, time: '2026-01-01T00:00:00Z' },
        ],
        recent_projects: [
          {
            id: 'j1',
            title: 'Sunset',
            type: 'Images',
            tool: 'mystic',
            time: '2026-01-01T00:00:00Z',
            status: 'Completed',
            link: '/media/m1/sunset.png',
          },
          { id: 'j2', title: 'Clip', type: 'Video', status: 'Rendering', link: null },
          { id: 'j3', title: 'Evil', type: 'Audio', status: 'Failed', link: 'javascript:alert(1)' },
          { title: 'no id' },
        ],
      }),
    ]);
    const dashboard = await client.usage.dashboard();
    expect(dashboard.creditsMeter).toEqual({ used: 1981, total: 2000, percent: 99 });
    expect(dashboard.recentActivity.map((item) => item.status)).toEqual(['Failed']);
    expect(dashboard.recentProjects).toEqual([
      {
        id: 'j1',
        title: 'Sunset',
        type: 'Images',
        tool: 'mystic',
        time: '2026-01-01T00:00:00Z',
        status: 'Completed',
        link: `${baseUrl}/media/m1/sunset.png`,
      },
      {
        id: 'j2',
        title: 'Clip',
        type: 'Video',
        tool: undefined,
        time: undefined,
        status: 'Rendering',
        link: undefined,
      },
      { id: 'j3', title: 'Evil', type: 'Audio', tool: undefined, time: undefined, status: 'Failed', link: undefined },
    ]);
  });

  it('has no credits meter when the server sends none', async () => {
    const { client } = testClient([json({ projects: 1 })]);
    expect((await client.usage.dashboard()).creditsMeter).toBeUndefined();
  });
});
