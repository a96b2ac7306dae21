import type { MediakitClient } from '@mediakit/api-client';
import type { FakeMediakitClient } from '@mediakit/api-client/fake';
import { vi, type Mock } from 'vitest';
import { fakeClientWith } from './fakeClientWith';

/** The shape of every client call: an input, then options that may carry an AbortSignal. */
type AbortableCall = (input: never, options?: { signal?: AbortSignal }) => Promise<unknown>;

/**
 * A call that never answers by itself: it records the AbortSignal of every invocation and settles only when the
 * test calls `answer`, so tests can look at a pending request, abort it, or answer it late.
 */
export function hangingCall<Call extends AbortableCall>() {
  const signals: AbortSignal[] = [];
  let settle: (value: Awaited<ReturnType<Call>>) => void = () => {};
  const neverAnswering = (_input: never, options?: { signal?: AbortSignal }) => {
    if (options?.signal) signals.push(options.signal);
    return new Promise((resolve) => (settle = resolve));
  };
  const call = vi.fn<Call>(neverAnswering as Call);
  return { call, signals, answer: (value: Awaited<ReturnType<Call>>) => settle(value) };
}

type CallName<Resource extends keyof MediakitClient> = {
  [Name in keyof MediakitClient[Resource]]: MediakitClient[Resource][Name] extends AbortableCall ? Name : never;
}[keyof MediakitClient[Resource]];

type CallOf<Resource extends keyof MediakitClient, Name extends CallName<Resource>> = Extract<
  MediakitClient[Resource][Name],
  AbortableCall
>;

/**
 * The fake client with one call hanging (see `hangingCall`); the mock is returned under the call's own name:
 * `const { client, generate, signals, answer } = clientWithHangingCall('avatar', 'generate')`.
 */
export function clientWithHangingCall<Resource extends keyof MediakitClient, Name extends CallName<Resource>>(
  resource: Resource,
  name: Name,
) {
  const { call, signals, answer } = hangingCall<CallOf<Resource, Name>>();
  const calls = { [name]: call } as Record<Name, Mock<CallOf<Resource, Name>>>;
  const client: FakeMediakitClient = fakeClientWith(resource, calls as Partial<MediakitClient[Resource]>);
  return { client, signals, answer, ...calls };
}
