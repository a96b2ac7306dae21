import type { KyInstance } from 'ky';
import { ApiError } from '../errors';
import { readJsonObject, toApiError } from '../http';
import type { ChatApi } from '../types';

export function createChatApi(http: KyInstance): ChatApi {
  return {
    async send({ prompt }, { signal } = {}) {
      try {
        const body = await readJsonObject(await http.post('api/v1/chat', { json: { prompt }, signal }));
        if (typeof body.reply !== 'string') {
          throw new ApiError('malformed-response', 'The server sent no reply.', { body });
        }
        return { reply: body.reply };
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
