import type { HttpContext } from '../http/httpContext';
import { requestJson } from '../http/request';
import { normalizeUser } from './normalizeUser';
import type { UserApi } from './types';

export function createUserApi(ctx: HttpContext): UserApi {
  return {
    me: async ({ signal } = {}) => normalizeUser(await requestJson(ctx, 'api/v1/user', { signal }), ctx.baseUrl),
    updateProfile: async (update, { signal } = {}) =>
      normalizeUser(await requestJson(ctx, 'api/v1/user', { method: 'patch', json: update, signal }), ctx.baseUrl),
    uploadAvatar: async (file, { signal } = {}) =>
      normalizeUser(
        await requestJson(ctx, 'api/v1/user/avatar', { method: 'post', form: { avatar: file }, signal }),
        ctx.baseUrl,
      ),
  };
}
