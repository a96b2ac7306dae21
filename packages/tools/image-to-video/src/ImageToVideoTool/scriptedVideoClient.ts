import { ApiError, videoProgressMessages, type JobState, type VideoResult } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeMediakitClientOptions } from '@mediakit/api-client/fake';

type Script =
  /** Stays on one status word until cancelled. */
  { status: string } | { succeedWith: string } | { failWith: ApiError };

/**
 * The fake client with the status poll replaced by a script, so stories can hold any status text (the fake backend
 * only says QUEUED and RENDERING) or end at once instead of after the real 5 s polls.
 */
export function scriptedVideoClient(script: Script, options: FakeMediakitClientOptions = {}) {
  const client = createFakeMediakitClient(options);
  const wait = (
    _ticket: string,
    { signal, onUpdate }: { signal?: AbortSignal; onUpdate?: (state: JobState<VideoResult>) => void } = {},
  ) =>
    new Promise<VideoResult>((resolve, reject) => {
      if ('succeedWith' in script) return resolve({ videoUrl: script.succeedWith });
      if ('failWith' in script) return reject(script.failWith);
      onUpdate?.({
        status: 'running',
        rawStatus: script.status,
        message: videoProgressMessages[script.status] ?? script.status,
        progress: undefined,
      });
      signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'The request was cancelled.')));
    });
  return { ...client, imageToVideo: { ...client.imageToVideo, wait } };
}
