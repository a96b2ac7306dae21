import { apiErrorMessages, malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson } from '../http/request';
import { madeBy } from '../json/madeBy';
import type { ChatApi } from './types';
import { sessionOperations as operations } from '../operations/clientOperations';

export function createChatApi(ctx: HttpContext): ChatApi {
  return {
    async send({ prompt }, options) {
      const body = await requestJson(ctx, operations['chat.send'], {
        ...options,
        json: { prompt },
        fallback: apiErrorMessages.requestFailed,
      });
      const reply = body.reply;
      if (typeof reply !== 'string') throw malformedResponse(body, 'The server sent no reply.');
      return { reply, ...madeBy(body) };
    },
  };
}
