import type { FakeMediakitClient, FakeOperation } from '@mediakit/api-client/fake';

/** How many requests for `operation` the fake backend has received so far. */
export function countRequests(client: FakeMediakitClient, operation: FakeOperation): number {
  return client.fake.requests.filter((request) => request.operation === operation).length;
}
