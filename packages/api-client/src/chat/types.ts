import type { MadeBy } from '../json/madeBy';
import type { RequestOptions } from '../http/request';

export interface ChatRequest {
  prompt: string;
}

export interface ChatReply extends MadeBy {
  reply: string;
}

export interface ChatApi {
  /** POST /api/v1/chat with `{ prompt }`; resolves with the server's `reply`. */
  send(request: ChatRequest, options?: RequestOptions): Promise<ChatReply>;
}
