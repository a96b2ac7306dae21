import { malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, send, type RequestOptions } from '../http/request';
import { objectField, stringField } from '../json/fields';
import { idOf, readPage, type Page, type PageQuery } from '../json/readPage';
import { sessionOperations } from '../operations/clientOperations';
import { consoleOperations as operations } from '../operations/consoleOperations';
import { isSafeUrl } from '../urls/safeUrl';
import { normalizeUser } from './normalizeUser';

/** E-mails the account owner chose to receive (persisted on the server). */
export interface NotificationSettings {
  emailProduct: boolean;
  emailBilling: boolean;
  emailSecurity: boolean;
}

/** The signed-in account as the profile screen shows it. */
export interface AccountProfile {
  id: string | undefined;
  name: string;
  username: string;
  email: string;
  company: string;
  phone: string;
  bio: string;
  avatarUrl: string | undefined;
  coverUrl: string | undefined;
  plan: string | undefined;
  planLabel: string | undefined;
  creditsPerMonth: number | undefined;
  credits: number | undefined;
  notifications: NotificationSettings;
  createdAt: string | undefined;
}

export interface AccountProfileChanges {
  name?: string;
  email?: string;
  company?: string;
  phone?: string;
  bio?: string;
  notifications?: Partial<NotificationSettings>;
}

export type ActivityKind = 'sign-in' | 'job' | 'api-key' | 'security' | 'billing' | 'profile';

export interface ActivityEntry {
  id: string;
  kind: ActivityKind | string;
  detail: string;
  createdAt: string | undefined;
}

export interface AccountApi {
  /** GET /api/v1/user, with the profile's own fields. */
  profile(options?: RequestOptions): Promise<AccountProfile>;
  /** PATCH /api/v1/user: the changed fields only (notifications: the toggles given). */
  update(changes: AccountProfileChanges, options?: RequestOptions): Promise<AccountProfile>;
  /** POST /api/v1/user/avatar (multipart `avatar`, an image). */
  uploadAvatar(file: Blob, options?: RequestOptions): Promise<AccountProfile>;
  /** POST /api/v1/user/cover (multipart `cover`, an image of at most 10 MB). */
  uploadCover(file: Blob, options?: RequestOptions): Promise<AccountProfile>;
  /** POST /api/v1/user/password: the current password is checked; other sessions are signed out. */
  changePassword(input: { currentPassword: string; password: string }, options?: RequestOptions): Promise<void>;
  /** GET /api/v1/user/activity?kind=&page=&page_size=: sign-ins, jobs, API keys, security, billing, profile. */
  activity(query?: PageQuery & { kind?: ActivityKind }, options?: RequestOptions): Promise<Page<ActivityEntry>>;
  /** DELETE /api/v1/user `{ password }`: the account and everything it owns; the session ends. */
  deleteAccount(password: string, options?: RequestOptions): Promise<void>;
}

const flag = (source: unknown, key: string, fallback: boolean) => {
  const value = (source as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'boolean' ? value : fallback;
};

export function readAccountProfile(body: unknown, baseUrl: string): AccountProfile {
  const data = objectField(body, 'data') ?? objectField(body, 'user') ?? body;
  if (!idOf(data) && !stringField(data, 'email')) throw malformedResponse(body, 'The server sent no account.');
  const user = normalizeUser(data, baseUrl);
  const notifications = objectField(data, 'notifications');
  const cover = stringField(data, 'cover');
  return {
    id: user.id,
    name: user.name ?? '',
    username: user.username ?? '',
    email: user.email ?? '',
    company: stringField(data, 'company') ?? '',
    phone: stringField(data, 'phone') ?? '',
    bio: stringField(data, 'bio') ?? '',
    avatarUrl: user.avatarUrl,
    coverUrl: cover && isSafeUrl(cover) ? cover : undefined,
    plan: user.plan,
    planLabel: stringField(objectField(data, 'plan'), 'label'),
    creditsPerMonth: user.planCreditsPerMonth,
    credits: user.credits,
    notifications: {
      emailProduct: flag(notifications, 'emailProduct', true),
      emailBilling: flag(notifications, 'emailBilling', true),
      emailSecurity: flag(notifications, 'emailSecurity', true),
    },
    createdAt: stringField(data, 'created_at'),
  };
}

export function createAccountApi(ctx: HttpContext): AccountApi {
  const read = (body: unknown) => readAccountProfile(body, ctx.baseUrl);
  return {
    profile: async (options) => read(await requestJson(ctx, sessionOperations['user.me'], options)),
    update: async (changes, options) =>
      read(await requestJson(ctx, sessionOperations['user.updateProfile'], { ...options, json: changes })),
    uploadAvatar: async (file, options) =>
      read(await requestJson(ctx, sessionOperations['user.uploadAvatar'], { ...options, form: { avatar: file } })),
    uploadCover: async (file, options) =>
      read(await requestJson(ctx, operations['user.uploadCover'], { ...options, form: { cover: file } })),
    changePassword: ({ currentPassword, password }, options) =>
      send(ctx, operations['user.changePassword'], {
        ...options,
        json: { current_password: currentPassword, password },
      }).then(() => undefined),
    activity: async ({ kind, page, pageSize } = {}, options) =>
      readPage(
        await requestJson(ctx, operations['user.activity'], {
          ...options,
          searchParams: { kind, page, page_size: pageSize },
        }),
        (value) => {
          const id = idOf(value);
          return id
            ? {
                id,
                kind: stringField(value, 'kind') ?? '',
                detail: stringField(value, 'detail') ?? '',
                createdAt: stringField(value, 'created_at'),
              }
            : undefined;
        },
      ),
    deleteAccount: (password, options) =>
      send(ctx, operations['user.deleteAccount'], { ...options, json: { password } }).then(() => undefined),
  };
}
