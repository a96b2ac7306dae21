import type { RequestOptions } from '../http/request';

/** Roles the permission model knows; a missing or unknown role reads as 'user'. */
export type UserRole = 'user' | 'viewer' | 'editor' | 'admin' | 'owner';

export interface User {
  id: string | undefined;
  role: UserRole;
  name: string | undefined;
  username: string | undefined;
  email: string | undefined;
  credits: number | undefined;
  /** `credit_cap` as sent; see `creditCapOf` for the spec's fallback chain. */
  creditCap: number | undefined;
  plan: string | undefined;
  planCreditsPerMonth: number | undefined;
  /** Absolute http(s) URL of the avatar: a bare file name lives under the backend's public uploads/users path. */
  avatarUrl: string | undefined;
}

export interface ProfileUpdate {
  name?: string;
  username?: string;
  email?: string;
  company?: string;
  phone?: string;
  bio?: string;
}

export interface UserApi {
  /** GET /api/v1/user: the signed-in user (read from `data`, `user` or the body itself). */
  me(options?: RequestOptions): Promise<User>;
  /** PATCH /api/v1/user with the changed profile fields (JSON). */
  updateProfile(update: ProfileUpdate, options?: RequestOptions): Promise<User>;
  /** POST /api/v1/user/avatar, multipart field `avatar`. */
  uploadAvatar(file: Blob, options?: RequestOptions): Promise<User>;
}
