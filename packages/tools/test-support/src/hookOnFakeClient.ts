import {
  createFakeMediakitClient,
  type FakeMediakitClientOptions,
  type FakeOperation,
} from '@mediakit/api-client/fake';
import { renderHook } from '@testing-library/react';
import { countRequests } from './fakeRequests';

/** The calls of a tool's run, as the fake names them: the one that starts it and (for a job) the one it polls. */
export interface HookRequests {
  start: FakeOperation;
  status?: FakeOperation;
}

/**
 * A hook test's setup: `const setup = hookOnFakeClient(useImageToVideo, { start: 'imageToVideo.start', status:
 * 'imageToVideo.status' })`; then `setup(clientOptions, options)` renders the hook on a fresh fake client and gives
 * the client, the hook and the counts of its starts and polls so far.
 */
export function hookOnFakeClient<Options extends object, Hook>(
  useTool: (options: Options) => Hook,
  requests: HookRequests,
) {
  return (clientOptions: FakeMediakitClientOptions = {}, options = {} as Omit<Options, 'client'>) => {
    const client = createFakeMediakitClient(clientOptions);
    const hook = renderHook(() => useTool({ client, ...options } as unknown as Options));
    const starts = () => countRequests(client, requests.start);
    const polls = () => (requests.status === undefined ? 0 : countRequests(client, requests.status));
    return { client, hook, starts, polls };
  };
}
