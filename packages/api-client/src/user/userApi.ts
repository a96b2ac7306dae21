import type { HttpContext } from '../http/httpContext';
import { requestJson } from '../http/request';
import { normalizeUser } from './normalizeUser';
import type { UserApi } from './types';

export function createUserApi(ctx: HttpContext): UserApi {
  return {
    me: async (options) => normalizeUser(await requestJson(ctx, 'api/v1/user', options), ctx.baseUrl),
    updateProfile: async (update, options) =>
      normalizeUser(await requestJson(ctx, 'api/v1/user', { ...options, method: 'patch', json: update }), ctx.baseUrl),
    uploadAvatar: async (file, options) =>
      normalizeUser(await requestJson(ctx, 'api/v1/user/avatar', { ...options, form: { avatar: file } }), ctx.baseUrl),
  };
}
