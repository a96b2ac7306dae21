/** Test helper: a fetch that records every request and answers from a handler. Not part of the package API. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** Path and query, e.g. '/api/v1/media?type=image'. */
  path: string;
  headers: Headers;
  json: unknown;
  form: FormData | undefined;
  signal: AbortSignal;
}

export type Answer = Response | Error | ((request: RecordedRequest) => Response | Promise<Response>);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
}

/** Answers in order from `answers` (the last one repeats); an Error answer makes fetch reject with it. */
export function recordingFetch(...answers: Answer[]) {
  const requests: RecordedRequest[] = [];
  let index = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      path: url.pathname + url.search,
      headers: request.headers,
      json: type.includes('json') ? await request.clone().json() : undefined,
      form: type.includes('multipart') ? await request.clone().formData() : undefined,
      signal: request.signal,
    };
    requests.push(recorded);
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(recorded);
    if (!answer) throw new Error('recordingFetch: no answer');
    return answer.clone();
  };
  return { fetch, requests };
}

/** A fetch that never answers until its signal aborts: for timeouts and aborts. */
export function hangingFetch() {
  let calls = 0;
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    const signal = input instanceof Request ? input.signal : init?.signal;
    return new Promise<Response>((_, reject) => {
      const abort = () => reject(new DOMException('Aborted', 'AbortError'));
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
    });
  };
  return { fetch, calls: () => calls };
}
