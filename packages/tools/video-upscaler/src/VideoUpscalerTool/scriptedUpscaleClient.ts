import { ApiError, type JobState, type UpscaledVideo, type UpscaleTicket } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeMediakitClientOptions } from '@mediakit/api-client/fake';

type Script = { status: string; progress?: number } | { succeedWith: string } | { failWith: ApiError };

/**
 * The fake client with the status poll replaced by a script, so stories can hold a status with progress or end at
 * once instead of after the real 3 s polls.
 */
export function scriptedUpscaleClient(script: Script, options: FakeMediakitClientOptions = {}) {
  const client = createFakeMediakitClient(options);
  const wait = (
    _ticket: UpscaleTicket,
    { signal, onUpdate }: { signal?: AbortSignal; onUpdate?: (state: JobState<UpscaledVideo>) => void } = {},
  ) =>
    new Promise<UpscaledVideo>((resolve, reject) => {
      if ('succeedWith' in script) return resolve({ url: script.succeedWith });
      if ('failWith' in script) return reject(script.failWith);
      onUpdate?.({ status: 'running', rawStatus: script.status, message: undefined, progress: script.progress });
      signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'The request was cancelled.')));
    });
  return { ...client, videoUpscale: { ...client.videoUpscale, wait } };
}
