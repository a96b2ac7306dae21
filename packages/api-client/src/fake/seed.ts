import type { FakeJobRecord } from './jobHistory';
import type { FakeEmailRecord, FakeNotificationRecord } from './notifications';
import type { AdminUserRole, AdminUserStatus } from '../admin/adminUsers';
import type { FakeMediaDescription, FakeMediaKind } from './media/fakeMedia';

/** Raw records, shaped like the backend's JSON, so the real normalisers read them. */
export interface FakeUserRecord {
  id: number;
  name: string;
  username: string;
  email: string;
  role: string;
  credits: number;
  credit_cap?: number;
  /** Job charges less refunds this month, as the server's ledger counts them. */
  credits_spent_this_month?: number;
  plan: { name: string; credits_per_month: number };
  images?: string;
  // console-c: the account screen's fields
  company?: string;
  phone?: string;
  bio?: string;
  cover?: string;
  notifications?: { emailProduct: boolean; emailBilling: boolean; emailSecurity: boolean };
}

/** An account of the fake: a user record and the password that signs it in. */
export interface FakeAccount extends FakeUserRecord {
  password: string;
}

export interface FakeMediaRecord {
  id: string;
  type: 'image' | 'video' | 'audio' | 'text';
  title: string;
  src: string;
  thumb?: string;
  poster_preview?: string;
  size_bytes: number;
  meta?: { orient: string; w: number; h: number };
  created_at: string;
}

export interface FakeInvoiceRecord {
  id: string;
  month: string;
  amount: number;
  currency: string;
  status: 'Paid' | 'Pending' | 'Refunded';
  date: string;
  url?: string;
  description?: string;
  credits?: number;
  /** The payment engine that said it was paid (the fake is the test engine: 'test'). */
  engine?: string;
  test_mode?: boolean;
}

export interface FakeAdminUserRecord {
  id: string;
  name: string;
  email: string;
  role: AdminUserRole;
  status: AdminUserStatus;
  created_at: string;
  usage: number;
}

export interface FakeApiKeyRecord {
  id: string;
  label: string;
  masked_value: string;
  created_at: string;
  last_used_at?: string;
}

export interface FakeSeed {
  /** Changes to the demo user's account (`password` included). */
  user?: Partial<FakeAccount>;
  media?: FakeMediaRecord[];
  invoices?: FakeInvoiceRecord[];
  users?: FakeAdminUserRecord[];
  apiKeys?: FakeApiKeyRecord[];
  /** console-c: the job lists' history (default: 48 jobs over every tool and state). */
  jobs?: FakeJobRecord[];
  /** host-bell: the demo user's notifications, newest first (default: a finished and a failed job, one unread). */
  notifications?: FakeNotificationRecord[];
  /** host-bell: the development outbox, newest first (default: empty). */
  outbox?: FakeEmailRecord[];
}

/** The URL of a media file by kind and id (and what it shows, for the fake's own files). */
export type FakeMediaUrl = (kind: FakeMediaKind, id: string, description?: FakeMediaDescription) => string;

/** The fake's accounts: both sign in with their e-mail and the password 'secret'. */
export const fakeAccounts = {
  user: { email: 'ada@example.com', password: 'secret' },
  admin: { email: 'admin@example.com', password: 'secret' },
} as const;

/** The demo user (signed in by default) and an administrator. */
export function defaultAccounts(credits: number, changes: Partial<FakeAccount> = {}): FakeAccount[] {
  return [
    {
      id: 1,
      name: 'Ada Lovelace',
      username: 'ada',
      email: fakeAccounts.user.email,
      password: fakeAccounts.user.password,
      role: 'user',
      credits,
      // The spec's sample plan card: 432 left of 700, so 268 spent.
      credits_spent_this_month: 268,
      plan: { name: 'pro', credits_per_month: 700 },
      ...changes,
    },
    {
      id: 2,
      name: 'Alan Turing',
      username: 'alan',
      email: fakeAccounts.admin.email,
      password: fakeAccounts.admin.password,
      role: 'admin',
      credits: 1000,
      credits_spent_this_month: 0,
      plan: { name: 'business', credits_per_month: 10_000 },
    },
  ];
}

/** A user as the server sends it: every field but the password. */
export function publicUser({ password: _, ...user }: FakeAccount): FakeUserRecord & { payments: object } {
  // The fake takes payments as the server's built-in test engine does: test mode, no real money.
  return { ...user, payments: { engine: 'test', test_mode: true } };
}

const imageSizes = [
  [1080, 1080],
  [1080, 1350],
  [1280, 720],
  [1200, 900],
] as const;
const videoSizes = [
  [426, 240],
  [640, 360],
  [854, 480],
  [960, 540],
  [1280, 720],
  [1920, 1080],
] as const;

function day(index: number): string {
  return new Date(Date.UTC(2025, 0, 1 + index)).toISOString();
}

/** The spec's sample library: 20 items per type, sizes cycling as listed. */
export function defaultMedia(mediaUrl: FakeMediaUrl): FakeMediaRecord[] {
  return (['image', 'video', 'audio'] as const).flatMap((type) =>
    Array.from({ length: 20 }, (_, index): FakeMediaRecord => {
      const id = `${type}-${index + 1}`;
      const title = `${type[0]?.toUpperCase()}${type.slice(1)} ${index + 1}`;
      const created_at = day(index);
      if (type === 'audio') {
        return {
          id,
          type,
          title,
          src: mediaUrl(type, id, { text: title }),
          size_bytes: Math.round((2 + 0.4 * index) * 1e6),
          created_at,
        };
      }
      const [w, h] = (type === 'image' ? imageSizes[index % 4] : videoSizes[index % 6]) ?? [0, 0];
      const orient = w === h ? 'square' : w > h ? 'landscape' : 'portrait';
      return {
        id,
        type,
        title,
        src: type === 'image' ? mediaUrl(type, id, { text: title, width: w, height: h }) : mediaUrl(type, id),
        thumb: mediaUrl('image', type === 'image' ? id : `${id}-poster`, { text: title, width: w, height: h }),
        ...(type === 'video'
          ? { poster_preview: mediaUrl('image', `${id}-poster`, { text: title, width: w, height: h }) }
          : {}),
        size_bytes: w * h * 3,
        meta: { orient, w, h },
        created_at,
      };
    }),
  );
}

export function defaultInvoices(mediaUrl: FakeMediaUrl): FakeInvoiceRecord[] {
  return (['January', 'February', 'March'] as const).map((month, index) => ({
    id: `INV-2025-00${index + 1}`,
    month: `${month} 2025`,
    amount: 29.99,
    currency: 'USD',
    status: index === 2 ? 'Pending' : 'Paid',
    date: `2025-0${index + 1}-01`,
    url: mediaUrl('pdf', `INV-2025-00${index + 1}`, { text: `INV-2025-00${index + 1}, ${month} 2025` }),
  }));
}

const people = [
  'Aarav Shah',
  'Beatriz Costa',
  'Chen Wei',
  'Dana Whitfield',
  'Emeka Obi',
  'Fatima Zahra',
  'Gustav Lind',
  'Hana Sato',
  'Ivan Petrov',
  'Julia Moreau',
  'Kwame Mensah',
  'Lucia Romero',
];
const adminRoles: AdminUserRole[] = ['Admin', 'Manager', 'User', 'User'];
const adminStatuses: AdminUserStatus[] = ['Active', 'Active', 'Inactive', 'Suspended'];

export function defaultAdminUsers(): FakeAdminUserRecord[] {
  return people.map((name, index) => ({
    id: `u${index + 1}`,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    role: adminRoles[index % 4] ?? 'User',
    status: adminStatuses[index % 4] ?? 'Active',
    created_at: day(index * 7),
    usage: 1000 * ((index * 37) % 50),
  }));
}

export function defaultApiKeys(): FakeApiKeyRecord[] {
  return [
    { id: 'key-1', label: 'Production', masked_value: 'mk_live_••••3f9a', created_at: day(3), last_used_at: day(40) },
    { id: 'key-2', label: 'Staging', masked_value: 'mk_test_••••81c2', created_at: day(10) },
  ];
}

/** A job's charge, as the server's ledger counts it: the balance falls and this month's spending grows. */
export function chargeFakeAccount(account: Pick<FakeUserRecord, 'credits' | 'credits_spent_this_month'>, cost: number) {
  account.credits -= cost;
  account.credits_spent_this_month = (account.credits_spent_this_month ?? 0) + cost;
}

/** A job's refund: the balance back, and this month's spending less by as much. */
export function refundFakeAccount(account: Pick<FakeUserRecord, 'credits' | 'credits_spent_this_month'>, cost: number) {
  account.credits += cost;
  account.credits_spent_this_month = Math.max(0, (account.credits_spent_this_month ?? 0) - cost);
}
