import { creditCapOf } from '../credits/creditCap';
import { meterPercent } from '../usage/usageApi';
import type { FakeState } from './fakeBackendTypes';
import { libraryOf } from './library';
import type { FakeAccount } from './seed';

// tool-usage: the usage and dashboard answers, shaped like the reference server's (apps/server/src/usage/usage.ts).

const meter = (used: number, total: number) => ({ used, total, percent: meterPercent(used, total) });

/** As the server: this month's spending of the cap (credit_cap, else the plan's credits per month, else 100). */
export function fakeCreditsMeter(account: FakeAccount) {
  return meter(account.credits_spent_this_month ?? 0, creditCapOf(account));
}

/** The library's bytes against the plan's storage (the spec's sample: 50 GB). */
function fakeStorage(state: FakeState, account: FakeAccount) {
  const used = libraryOf(state, account).media.reduce((total, item) => total + item.size_bytes, 0);
  const total = 50e9;
  return { used_bytes: used, total_bytes: total, percent: meterPercent(used, total) };
}

/** The demo's latest jobs: every activity status, newest first, minutes apart. */
function recentActivity() {
  const at = (minutesAgo: number) => new Date(Date.UTC(2025, 10, 30, 12, 0) - minutesAgo * 60_000).toISOString();
  return [
    { id: 'job-5', model: 'Text to Image · mystic', status: 'Completed', tokens: 2, time: at(2) },
    { id: 'job-4', model: 'Image to Video · kling', status: 'Running', tokens: 8, time: at(8) },
    { id: 'job-3', model: '4K Upscale', status: 'Queued', tokens: 10, time: at(12) },
    { id: 'job-2', model: 'Text to Audio', status: 'Failed', tokens: 1, time: at(45) },
    { id: 'job-1', model: 'AI Avatar', status: 'Completed', tokens: 6, time: at(90) },
  ];
}

/** Projects from the account's library (a link to each result), one still rendering and one failed. */
function recentProjects(state: FakeState, account: FakeAccount) {
  const media = libraryOf(state, account).media;
  const first = (type: 'image' | 'video' | 'audio') => media.find((item) => item.type === type);
  const done = [
    { item: first('image'), type: 'Images', tool: 'mystic' },
    { item: first('video'), type: 'Video', tool: 'imageToVideo' },
    { item: first('audio'), type: 'Audio', tool: 'tts' },
  ].flatMap(({ item, type, tool }) =>
    item
      ? [
          {
            id: `project-${item.id}`,
            title: item.title,
            type,
            tool,
            time: item.created_at,
            status: 'Completed',
            link: item.src,
          },
        ]
      : [],
  );
  return [
    {
      id: 'project-rendering',
      title: 'Product spin',
      type: 'Video',
      tool: 'productVideo',
      time: '2025-11-30T11:52:00.000Z',
      status: 'Rendering',
      link: null,
    },
    ...done,
    {
      id: 'project-failed',
      title: 'Presenter intro',
      type: 'Avatar',
      tool: 'avatar',
      time: '2025-11-29T09:00:00.000Z',
      status: 'Failed',
      link: null,
    },
  ];
}

export function fakeUsageSummary(state: FakeState, account: FakeAccount) {
  return {
    plan: account.plan.name,
    plan_label: account.plan.name ? account.plan.name[0]?.toUpperCase() + account.plan.name.slice(1) : undefined,
    renews_at: '2025-12-01',
    credits: fakeCreditsMeter(account),
    storage: fakeStorage(state, account),
    storage_gb: meter(Math.round(fakeStorage(state, account).used_bytes / 1e6) / 1e3, 50),
    renders: meter(1208, 2000),
    api_minutes: meter(214, 400),
    history: Array.from({ length: 12 }, (_, index) => ({
      period: `2025-${String(index + 1).padStart(2, '0')}`,
      credits: 20 + ((index * 17) % 45),
    })),
    recent_activity: recentActivity(),
    recent_projects: recentProjects(state, account),
  };
}

export function fakeDashboard(state: FakeState, account: FakeAccount) {
  return {
    projects: libraryOf(state, account).media.length,
    renders: 1208,
    credits: account.credits,
    uptime: 99.9,
    credits_meter: fakeCreditsMeter(account),
    recent_activity: recentActivity(),
    recent_projects: recentProjects(state, account),
  };
}
