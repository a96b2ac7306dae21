export interface RequestOptions {
  /** Aborts the request; the promise then rejects with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
}

export interface ChatRequest {
  prompt: string;
}

export interface ChatReply {
  reply: string;
}

export interface ChatApi {
  /** POST /api/v1/chat with `{ prompt }`; resolves with the server's `reply`. */
  send(request: ChatRequest, options?: RequestOptions): Promise<ChatReply>;
}

/** The whole backend contract, grouped by resource. The real client and the fake implement it alike. */
export interface MediakitClient {
  chat: ChatApi;
}
