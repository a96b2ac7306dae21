import type { FakeNotificationRecord } from '@mediakit/api-client/fake';

/** Three notifications for the fake (newest first): two unread (low credits, a finished job), one read (a failed job). */
export const sampleNotifications: FakeNotificationRecord[] = [
  {
    id: 'n3',
    kind: 'low-credits',
    title: 'Credits running low',
    body: 'You have 4 credits left. Top up to keep creating.',
    task_id: null,
    read: false,
    created_at: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'n2',
    kind: 'job-succeeded',
    title: 'Text to Image finished',
    body: '“A lighthouse at dusk” is ready in your media library.',
    task_id: 't2',
    read: false,
    created_at: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 'n1',
    kind: 'job-failed',
    title: 'Video Upscale failed',
    body: '“Holiday clip” could not be made. Its credits were refunded.',
    task_id: 't1',
    read: true,
    created_at: '2026-11-19T09:00:00.000Z',
  },
];
