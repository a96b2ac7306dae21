import { createMediakitClient, createMemoryTokenStore, type MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';

/**
 * The fake client, with one resource answered by the real client over a scripted fetch: the tool's request goes
 * through the real encoding and parsing, every other call (credits, media) stays on the fake.
 * `sent` holds every request the real resource made, in order.
 */
export function clientWithRealCall(
  resource: keyof MediakitClient,
  answer: (request: Request) => Response | Promise<Response>,
) {
  const sent: Request[] = [];
  const real = createMediakitClient({
    baseUrl: 'https://api.example.test',
    tokenStore: createMemoryTokenStore('token'),
    timeoutMs: false,
    onCreditsChange: () => {},
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push(request);
      return answer(request);
    },
  });
  const client: FakeMediakitClient = { ...createFakeMediakitClient(), [resource]: real[resource] };
  return { client, sent };
}
