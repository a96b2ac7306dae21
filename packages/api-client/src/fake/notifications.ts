import type { FakeState } from './fakeBackendTypes';
import type { FakeAccount } from './seed';

// host-bell: the fake's bell and development outbox, kept beside its state (one per fake client), written where the
// server writes them: when a job ends, when a charge leaves the balance low, when an e-mail is sent.

export interface FakeNotificationRecord {
  id: string;
  kind: 'job-succeeded' | 'job-failed' | 'low-credits';
  title: string;
  body: string;
  task_id: string | null;
  read: boolean;
  created_at: string;
}

export interface FakeEmailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  created_at: string;
  attachments: { name: string; content_type: string; size_bytes: number }[];
}

interface FakeInbox {
  notifications: Map<number, FakeNotificationRecord[]>;
  /** Accounts already warned of low credits (until their balance recovers), as the server's lowCreditsNotifiedAt. */
  warnedLow: Set<number>;
  outbox: FakeEmailRecord[];
  next: number;
}

const inboxes = new WeakMap<FakeState, FakeInbox>();

function inboxOf(state: FakeState): FakeInbox {
  let inbox = inboxes.get(state);
  if (!inbox) {
    inbox = { notifications: new Map(), warnedLow: new Set(), outbox: [], next: 0 };
    inboxes.set(state, inbox);
  }
  return inbox;
}

/** Ids that sort newest first like the server's (time, then id), also within one millisecond. */
function stamp(inbox: FakeInbox, prefix: string) {
  inbox.next += 1;
  return { id: `${prefix}-${String(inbox.next).padStart(6, '0')}`, created_at: new Date().toISOString() };
}

/** An account's notifications, newest first. */
export function fakeNotificationsOf(state: FakeState, accountId: number): FakeNotificationRecord[] {
  const inbox = inboxOf(state);
  let list = inbox.notifications.get(accountId);
  if (!list) {
    list = [];
    inbox.notifications.set(accountId, list);
  }
  return list;
}

export function addFakeNotification(
  state: FakeState,
  accountId: number,
  note: Pick<FakeNotificationRecord, 'kind' | 'title' | 'body'> & { task_id?: string | null; read?: boolean },
): FakeNotificationRecord {
  const record = { ...stamp(inboxOf(state), 'note'), task_id: null, read: false, ...note };
  fakeNotificationsOf(state, accountId).unshift(record);
  return record;
}

/**
 * A job ended: its owner hears of it, in the server's words. As on the server, a job the owner watched end (the fake's
 * jobs end on a status poll, so always) is already seen: listed, but not unread in the bell.
 */
export function notifyFakeJobEnded(
  state: FakeState,
  job: { id: string; ownerId: number; tool: { label: string }; cost: number },
  outcome: 'succeeded' | 'failed',
) {
  const tool = job.tool.label;
  addFakeNotification(state, job.ownerId, {
    kind: outcome === 'succeeded' ? 'job-succeeded' : 'job-failed',
    title: outcome === 'succeeded' ? `${tool} finished` : `${tool} failed`,
    body:
      outcome === 'succeeded'
        ? `“${tool}” is ready in your media library.`
        : `“${tool}” could not be made.${job.cost > 0 ? ' Its credits were refunded.' : ''}`,
    task_id: job.id,
    read: true,
  });
}

/** As the server: low under a tenth of the cap (credit_cap, else the plan's credits a month), at most 10. */
export function fakeLowCreditsThreshold(account: Pick<FakeAccount, 'credit_cap' | 'plan'>) {
  const cap = account.credit_cap ?? account.plan.credits_per_month ?? 100;
  return Math.max(1, Math.min(10, Math.ceil(cap / 10)));
}

/** After a balance change: one warning when it drops under the threshold, again only after it has recovered. */
export function checkFakeLowCredits(state: FakeState, account: FakeAccount) {
  const inbox = inboxOf(state);
  const low = account.credits < fakeLowCreditsThreshold(account);
  if (low && !inbox.warnedLow.has(account.id)) {
    inbox.warnedLow.add(account.id);
    addFakeNotification(state, account.id, {
      kind: 'low-credits',
      title: 'Credits running low',
      body: `You have ${account.credits} credit${account.credits === 1 ? '' : 's'} left. Top up to keep creating.`,
    });
  } else if (!low) {
    inbox.warnedLow.delete(account.id);
  }
}

/** The fake's development outbox, newest first. */
export function fakeOutboxOf(state: FakeState): FakeEmailRecord[] {
  return inboxOf(state).outbox;
}

export function sendFakeEmail(
  state: FakeState,
  email: Pick<FakeEmailRecord, 'to' | 'subject' | 'text' | 'kind'> & { attachments?: FakeEmailRecord['attachments'] },
) {
  inboxOf(state).outbox.unshift({ ...stamp(inboxOf(state), 'mail'), attachments: [], ...email });
}

/** The demo user's notifications when the seed names none: one finished job (unread) and one failed (read). */
export function defaultFakeNotifications(): FakeNotificationRecord[] {
  return [
    {
      id: 'note-seed-2',
      kind: 'job-succeeded',
      title: 'Image to Video finished',
      body: '“Image to Video” is ready in your media library.',
      task_id: 'video-task-seed',
      read: false,
      created_at: '2026-11-20T09:30:00.000Z',
    },
    {
      id: 'note-seed-1',
      kind: 'job-failed',
      title: 'Video Upscale failed',
      body: '“Video Upscale” could not be made. Its credits were refunded.',
      task_id: 'upscale-task-seed',
      read: true,
      created_at: '2026-11-19T17:05:00.000Z',
    },
  ];
}

/** Puts the seed's notifications (the demo user's) and outbox in place. */
export function seedFakeInbox(
  state: FakeState,
  accountId: number,
  seed: { notifications?: FakeNotificationRecord[]; outbox?: FakeEmailRecord[] },
) {
  const inbox = inboxOf(state);
  inbox.notifications.set(
    accountId,
    (seed.notifications ?? defaultFakeNotifications()).map((note) => ({ ...note })),
  );
  inbox.outbox = (seed.outbox ?? []).map((mail) => ({ ...mail }));
}
