import type { MediakitClient } from '@mediakit/api-client';
import {
  createFakeMediakitClient,
  type FakeMediakitClient,
  type FakeMediakitClientOptions,
} from '@mediakit/api-client/fake';

/** The fake client with some calls of one resource replaced, e.g. `fakeClientWith('ocr', { extract })`. */
export function fakeClientWith<Resource extends keyof MediakitClient>(
  resource: Resource,
  calls: Partial<MediakitClient[Resource]>,
  options: FakeMediakitClientOptions = {},
): FakeMediakitClient {
  const fake = createFakeMediakitClient(options);
  return { ...fake, [resource]: { ...fake[resource], ...calls } };
}
