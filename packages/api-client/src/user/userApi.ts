import type { HttpContext } from '../http/httpContext';
import { requestJson } from '../http/request';
import { normalizeUser } from './normalizeUser';
import type { UserApi } from './types';
import { sessionOperations as operations } from '../operations/clientOperations';

export function createUserApi(ctx: HttpContext): UserApi {
  return {
    me: async (options) => normalizeUser(await requestJson(ctx, operations['user.me'], options), ctx.baseUrl),
    updateProfile: async (update, options) =>
      normalizeUser(
        await requestJson(ctx, operations['user.updateProfile'], { ...options, json: update }),
        ctx.baseUrl,
      ),
    uploadAvatar: async (file, options) =>
      normalizeUser(
        await requestJson(ctx, operations['user.uploadAvatar'], { ...options, form: { avatar: file } }),
        ctx.baseUrl,
      ),
  };
}
